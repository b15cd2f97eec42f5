import { describe, expect, it, vi } from 'vitest';
import type { TranslationKey } from '../locales/keys';
import { Translator } from './translator';

// Words of the test only: the keys are not the app's, so they are cast once here.
const key = (name: string) => name as TranslationKey;

function translator() {
  const missing = vi.fn();
  const words = new Translator('fr', missing);
  words.addWords('fr', {
    home: { title: 'Bienvenue', hello: 'Bonjour {{name}}\u00a0!', only: 'Seulement en français' },
    sca: { attempts_one: 'Il reste {{count}} essai.', attempts_other: 'Il reste {{count}} essais.' },
    rule: 'au nom de votre société',
    rule_business: 'au nom de votre activité',
  });
  words.addWords('en', {
    home: { title: 'Welcome', hello: 'Hello {{name}}!' },
    sca: { attempts_one: '{{count}} attempt left.', attempts_other: '{{count}} attempts left.' },
  });
  return { words, missing };
}

describe('the translator', () => {
  it('reads nested keys in the current language and fills the placeholders', () => {
    const { words } = translator();
    expect(words.t(key('home.title'))).toBe('Bienvenue');
    expect(words.t(key('home.hello'), { name: 'Zoë' })).toBe('Bonjour Zoë\u00a0!');
    words.changeLanguage('en');
    expect(words.t(key('home.hello'), { name: 'Zoë' })).toBe('Hello Zoë!');
  });

  it('picks the plural form by each language’s rules: 0 is singular in French, plural in English', () => {
    const { words } = translator();
    expect(words.t(key('sca.attempts'), { count: 0 })).toBe('Il reste 0 essai.');
    expect(words.t(key('sca.attempts'), { count: 2 })).toBe('Il reste 2 essais.');
    words.changeLanguage('en');
    expect(words.t(key('sca.attempts'), { count: 0 })).toBe('0 attempts left.');
    expect(words.t(key('sca.attempts'), { count: 1 })).toBe('1 attempt left.');
  });

  it('uses a context’s variant where there is one, the plain word otherwise', () => {
    const { words } = translator();
    expect(words.t(key('rule'), { context: 'business' })).toBe('au nom de votre activité');
    expect(words.t(key('rule'), { context: 'company' })).toBe('au nom de votre société');
    expect(words.t(key('rule'))).toBe('au nom de votre société');
  });

  it('falls back to French for a word another language lacks, and names a word nobody has', () => {
    const { words, missing } = translator();
    words.changeLanguage('de');
    expect(words.t(key('home.only'))).toBe('Seulement en français');
    expect(missing).not.toHaveBeenCalled();
    expect(words.t(key('home.nowhere'))).toBe('home.nowhere');
    expect(missing).toHaveBeenCalledWith('home.nowhere', 'de');
  });

  it('adds words section by section, and tells its listeners of each change with a new t', () => {
    const { words } = translator();
    const listener = vi.fn();
    const unsubscribe = words.subscribe(listener);
    const before = words.t;
    words.addWords('fr', { home: { subtitle: 'Ouvrez votre compte' } });
    expect(words.t(key('home.title'))).toBe('Bienvenue');
    expect(words.t(key('home.subtitle'))).toBe('Ouvrez votre compte');
    words.changeLanguage('en');
    expect(listener).toHaveBeenCalledTimes(2);
    expect(words.t).not.toBe(before);
    unsubscribe();
    words.changeLanguage('fr');
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
