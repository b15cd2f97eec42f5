/**
 * Writes the information pages and their PDFs into public/info (spec §2.4), from the single
 * source in scripts/info/content: <name>[.<locale>].html for every document and language, and
 * <name>[.<locale>].pdf for the downloadable ones. Runs before `vite` and `vite build`; the
 * outputs are not versioned.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOCALES } from '@app/domain';
import { INFO_PAGE_NAMES, INFO_PDF_NAMES, infoFileName } from '../src/shared/info-pages';
import { EFFECTIVE_ON, INFO_DOCUMENTS } from './info/content';
import { renderHtml } from './info/render-html';
import { renderPdf } from './info/render-pdf';

const outDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'public', 'info');

async function main(): Promise<void> {
  const started = performance.now();
  mkdirSync(outDir, { recursive: true });
  const written: string[] = [];
  for (const name of INFO_PAGE_NAMES) {
    for (const locale of LOCALES) {
      const document = INFO_DOCUMENTS[name][locale];
      const html = infoFileName(name, locale, 'html');
      writeFileSync(join(outDir, html), renderHtml(document));
      written.push(html);
      if ((INFO_PDF_NAMES as readonly string[]).includes(name)) {
        const pdf = infoFileName(name, locale, 'pdf');
        writeFileSync(join(outDir, pdf), await renderPdf(document, EFFECTIVE_ON));
        written.push(pdf);
      }
    }
  }
  const elapsed = Math.round(performance.now() - started);
  process.stdout.write(`info: ${written.length} files written to public/info in ${elapsed} ms\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
