// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { bindTranslator } from './translation-hooks';
import { Translator } from './translator';

type Key = 'greeting';

function appTranslator() {
  const translator = new Translator<Key>('fr');
  translator.addWords('fr', { greeting: 'Bonjour' });
  translator.addWords('de', { greeting: 'Guten Tag' });
  return translator;
}

afterEach(cleanup);

describe('the React binding', () => {
  it('renders the app’s words, and renders again in the language chosen', () => {
    const translator = appTranslator();
    const { useTranslation } = bindTranslator(translator);
    function Greeting() {
      const { t, i18n } = useTranslation();
      return <p lang={i18n.language}>{t('greeting')}</p>;
    }
    render(<Greeting />);
    expect(screen.getByText('Bonjour')).toHaveProperty('lang', 'fr');
    act(() => translator.changeLanguage('de'));
    expect(screen.getByText('Guten Tag')).toHaveProperty('lang', 'de');
  });

  it('gives a part of the page the translator it is provided with', () => {
    const { TranslatorProvider, useTranslation } = bindTranslator(appTranslator());
    const other = new Translator<Key>('en');
    other.addWords('fr', { greeting: 'Salut' });
    other.addWords('en', { greeting: 'Hello' });
    function Greeting() {
      return <p>{useTranslation().t('greeting')}</p>;
    }
    render(
      <>
        <Greeting />
        <TranslatorProvider translator={other}>
          <Greeting />
        </TranslatorProvider>
      </>,
    );
    expect(screen.getAllByRole('paragraph').map((paragraph) => paragraph.textContent)).toEqual([
      'Bonjour',
      'Hello',
    ]);
  });
});
