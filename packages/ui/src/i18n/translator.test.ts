import { describe, expect, it, vi } from 'vitest';
import { Translator } from './translator';

// Words of the test only: any key is one of them.
function translator() {
  const missing = vi.fn();
  const words = new Translator<string>('fr', missing);
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
    expect(words.t('home.title')).toBe('Bienvenue');
    expect(words.t('home.hello', { name: 'Zoë' })).toBe('Bonjour Zoë\u00a0!');
    words.changeLanguage('en');
    expect(words.t('home.hello', { name: 'Zoë' })).toBe('Hello Zoë!');
  });

  it('picks the plural form by each language’s rules: 0 is singular in French, plural in English', () => {
    const { words } = translator();
    expect(words.t('sca.attempts', { count: 0 })).toBe('Il reste 0 essai.');
    expect(words.t('sca.attempts', { count: 2 })).toBe('Il reste 2 essais.');
    words.changeLanguage('en');
    expect(words.t('sca.attempts', { count: 0 })).toBe('0 attempts left.');
    expect(words.t('sca.attempts', { count: 1 })).toBe('1 attempt left.');
  });

  it('uses a context’s variant where there is one, the plain word otherwise', () => {
    const { words } = translator();
    expect(words.t('rule', { context: 'business' })).toBe('au nom de votre activité');
    expect(words.t('rule', { context: 'company' })).toBe('au nom de votre société');
    expect(words.t('rule')).toBe('au nom de votre société');
  });

  it('falls back to French for a word another language lacks, and names a word nobody has', () => {
    const { words, missing } = translator();
    words.changeLanguage('de');
    expect(words.t('home.only')).toBe('Seulement en français');
    expect(missing).not.toHaveBeenCalled();
    expect(words.t('home.nowhere')).toBe('home.nowhere');
    expect(missing).toHaveBeenCalledWith('home.nowhere', 'de');
  });

  it('tells whether a key made at run time names a word, in the language or in French', () => {
    const { words, missing } = translator();
    words.changeLanguage('en');
    expect(words.has('home.title')).toBe(true);
    expect(words.has('home.only')).toBe(true);
    expect(words.has('home')).toBe(false);
    expect(words.has('case.archived')).toBe(false);
    expect(missing).not.toHaveBeenCalled();
  });

  it('adds words section by section, and tells its listeners of each change with a new t', () => {
    const { words } = translator();
    const listener = vi.fn();
    const unsubscribe = words.subscribe(listener);
    const before = words.t;
    words.addWords('fr', { home: { subtitle: 'Ouvrez votre compte' } });
    expect(words.t('home.title')).toBe('Bienvenue');
    expect(words.t('home.subtitle')).toBe('Ouvrez votre compte');
    words.changeLanguage('en');
    expect(listener).toHaveBeenCalledTimes(2);
    expect(words.t).not.toBe(before);
    unsubscribe();
    words.changeLanguage('fr');
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
