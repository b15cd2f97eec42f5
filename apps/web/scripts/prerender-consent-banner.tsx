/**
 * Writes the consent banner's first step, in each language, as the web server puts it in the
 * first paint of a visitor who has not answered it yet (server/first-paint.ts): the same
 * component as the app's banner, without its actions: `inert` and hidden from assistive
 * technologies, a picture of the banner until the app has started and its own banner, which can
 * be pressed and announced, takes its place at the same size and spot.
 * Usage: tsx scripts/prerender-consent-banner.tsx <built app folder>
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { DEFAULT_LOCALE, LOCALES } from '@app/domain';
import { renderToStaticMarkup } from 'react-dom/server';
import { consentBannerFile } from '../server/first-paint-files';
import { ConsentChoice } from '../src/features/cookies/consent-choice';
import { Translator, type Words } from '../src/lib/translator';

const dist = resolve(process.argv[2] ?? 'dist');
const locales = resolve(import.meta.dirname, '..', 'src', 'locales');
const words = (language: string) =>
  JSON.parse(readFileSync(join(locales, `${language}.json`), 'utf8')) as Words;

for (const language of LOCALES) {
  const translator = new Translator(language, (key) => {
    throw new Error(`The consent banner's word "${key}" is missing in ${language}`);
  });
  translator.addWords(DEFAULT_LOCALE, words(DEFAULT_LOCALE));
  translator.addWords(language, words(language));
  const panel = renderToStaticMarkup(<ConsentChoice t={translator.t} />);
  const file = join(dist, consentBannerFile(language));
  mkdirSync(resolve(file, '..'), { recursive: true });
  writeFileSync(
    file,
    `<section class="cookie-banner" aria-labelledby="cookie-banner-title" lang="${language}" inert aria-hidden="true">${panel}</section>\n`,
  );
}
console.info(`Consent banner for the first paint: ${LOCALES.join(', ')}`);
