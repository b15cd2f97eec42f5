/**
 * Writes, in each language, what the web server puts in the first paint of a page
 * (server/first-paint.ts), each from the app's own components:
 * - the consent banner's first step, for a visitor who has not answered it yet;
 * - the first lines of the home page and of the mobile notice, in place of the shell's skeleton;
 *   the brand's and the bank's names are left as slots the web server fills from the API's
 *   configuration.
 * Each is `inert` and hidden from assistive technologies: a picture of the screen until the app
 * has started and renders the same words, which can be pressed and are announced, at the same
 * size and place.
 * Usage: tsx scripts/prerender-first-paint.tsx <built app folder>
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@app/domain';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import {
  BANK_NAME_SLOT,
  BRAND_NAME_SLOT,
  consentBannerFile,
  firstScreenFile,
} from '../server/first-paint-files';
import { ConsentChoice } from '../src/features/cookies/consent-choice';
import { HomeIntro } from '../src/features/home/home-intro';
import { JourneyTiles } from '../src/features/home/journey-tiles';
import { MobileNoticeIntro } from '../src/features/mobile/mobile-notice-intro';
import { type Translate, Translator, type Words } from '../src/lib/translator';

const dist = resolve(process.argv[2] ?? 'dist');
const locales = resolve(import.meta.dirname, '..', 'src', 'locales');
const words = (language: string) =>
  JSON.parse(readFileSync(join(locales, `${language}.json`), 'utf8')) as Words;

/** The markup of each first-paint file, as the app's components render it in `language`. */
function firstPaint(t: Translate, language: Locale): Array<{ file: string; element: ReactElement }> {
  const picture = { lang: language, inert: true, 'aria-hidden': true } as const;
  return [
    {
      file: consentBannerFile(language),
      element: (
        <section className="cookie-banner" aria-labelledby="cookie-banner-title" {...picture}>
          <ConsentChoice t={t} />
        </section>
      ),
    },
    {
      file: firstScreenFile('home', language),
      element: (
        <main className="app__main" {...picture}>
          <div className="home">
            <HomeIntro t={t} brand={BRAND_NAME_SLOT} bank={BANK_NAME_SLOT} />
            <JourneyTiles t={t} />
          </div>
        </main>
      ),
    },
    {
      file: firstScreenFile('mobile-notice', language),
      element: (
        <main className="mobile__main" {...picture}>
          <MobileNoticeIntro t={t} />
        </main>
      ),
    },
  ];
}

for (const language of LOCALES) {
  const translator = new Translator(language, (key) => {
    throw new Error(`The first paint's word "${key}" is missing in ${language}`);
  });
  translator.addWords(DEFAULT_LOCALE, words(DEFAULT_LOCALE));
  translator.addWords(language, words(language));
  for (const { file: name, element } of firstPaint(translator.t, language)) {
    const file = join(dist, name);
    mkdirSync(resolve(file, '..'), { recursive: true });
    writeFileSync(file, `${renderToStaticMarkup(element)}\n`);
  }
}
console.info(`First paint (consent banner, home, mobile notice): ${LOCALES.join(', ')}`);
