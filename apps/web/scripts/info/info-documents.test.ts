import { DEFAULT_LOCALE, LOCALES, type Locale } from '@app/domain';
import { StandardFonts, PDFDocument as WritablePdf } from 'pdf-lib';
import { getDocument, VerbosityLevel } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { INFO_PAGE_NAMES, INFO_PDF_NAMES, infoFileName, infoPdf } from '../../src/shared/info-pages';
import { CHROME } from './chrome';
import { EFFECTIVE_ON, INFO_DOCUMENTS } from './content';
import type { Block, InfoDocument } from './document';
import { renderHtml } from './render-html';
import { renderPdf, wrapText } from './render-pdf';
import { typeset } from './typography';

const TRANSLATIONS = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE);

/** The shape of a block without its words: what a translation must keep. */
const shape = (block: Block): unknown => {
  switch (block.kind) {
    case 'list':
      return { kind: block.kind, items: block.items.length };
    case 'table':
      return {
        kind: block.kind,
        columns: block.columns.length,
        rows: block.rows.map((row) => row.length),
        widths: block.widths,
      };
    default:
      return { kind: block.kind };
  }
};

const outline = (document: InfoDocument) => ({
  numbered: document.numbered,
  lead: document.lead.length,
  sections: document.sections.map((section) => ({ id: section.id, blocks: section.blocks.map(shape) })),
});

/** Every text drawn in a PDF, page by page, with no-break spaces read as spaces. */
async function pdfText(bytes: Uint8Array): Promise<{ title: string; pages: string[] }> {
  const pdf = await getDocument({
    data: bytes.slice(),
    verbosity: VerbosityLevel.ERRORS,
    isEvalSupported: false,
  }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const content = await (await pdf.getPage(number)).getTextContent();
    const words = content.items.map((item) => ('str' in item ? item.str : '')).join(' ');
    pages.push(words.replace(/[\s\u00a0]+/g, ' '));
  }
  const info = (await pdf.getMetadata()).info as { Title?: string };
  return { title: info.Title ?? '', pages };
}

const plain = (text: string) => text.replace(/[\s\u00a0]+/g, ' ');

describe('information documents: every page in every language', () => {
  it.each(INFO_PAGE_NAMES.flatMap((name) => LOCALES.map((locale) => [name, locale] as const)))(
    '%s exists in %s with its own name and language',
    (name, locale) => {
      const document = INFO_DOCUMENTS[name][locale];
      expect(document.name).toBe(name);
      expect(document.locale).toBe(locale);
      expect(document.title.length).toBeGreaterThan(3);
      expect(document.sections.length).toBeGreaterThan(0);
    },
  );

  it.each(INFO_PAGE_NAMES.flatMap((name) => TRANSLATIONS.map((locale) => [name, locale] as const)))(
    '%s in %s has the sections, blocks, list items and table cells of the French text',
    (name, locale) => {
      expect(outline(INFO_DOCUMENTS[name][locale])).toEqual(outline(INFO_DOCUMENTS[name][DEFAULT_LOCALE]));
    },
  );

  it('gives each document distinct section ids and tables whose rows fill their columns', () => {
    for (const name of INFO_PAGE_NAMES) {
      const document = INFO_DOCUMENTS[name][DEFAULT_LOCALE];
      const ids = document.sections.map((section) => section.id);
      expect(new Set(ids).size, name).toBe(ids.length);
      for (const block of document.sections.flatMap((section) => section.blocks)) {
        if (block.kind !== 'table') continue;
        expect(block.widths.reduce((sum, width) => sum + width, 0)).toBeCloseTo(1);
        expect(block.widths).toHaveLength(block.columns.length);
        for (const row of block.rows) expect(row).toHaveLength(block.columns.length);
      }
    }
  });

  it('states the regulated figures of the deposit guarantee in every language', () => {
    for (const locale of LOCALES) {
      const text = JSON.stringify(INFO_DOCUMENTS['deposit-guarantee'][locale]);
      expect(text).toMatch(/100[ .,]000/);
      expect(text).toContain('65, rue de la Victoire, 75009 Paris');
      expect(text).toContain('www.garantiedesdepots.fr');
    }
  });
});

describe('information pages (HTML)', () => {
  it.each(INFO_PAGE_NAMES.flatMap((name) => LOCALES.map((locale) => [name, locale] as const)))(
    '%s in %s declares its language, shows every section and links its own PDF',
    (name, locale) => {
      const document = INFO_DOCUMENTS[name][locale];
      const html = renderHtml(document);
      expect(html).toContain(`<html lang="${locale}">`);
      expect(html).toContain(`<title>${typeset(document.title, locale)}</title>`);
      for (const section of document.sections) expect(html).toContain(`<section id="${section.id}"`);
      const precedence = CHROME[locale].precedence;
      if (precedence) {
        expect(html).toContain(precedence);
        expect(html).toContain(`href="${infoFileName(name, 'fr', 'html')}" hreflang="fr"`);
      } else {
        expect(html).not.toContain('doc-precedence');
      }
      if ((INFO_PDF_NAMES as readonly string[]).includes(name)) {
        const pdf = infoPdf(name as (typeof INFO_PDF_NAMES)[number], locale);
        expect(html).toContain(`href="${infoFileName(name, locale, 'pdf')}" download="${pdf.download}"`);
      } else {
        expect(html).not.toContain('.pdf');
      }
    },
  );

  it('escapes the text and links web and e-mail addresses', () => {
    const html = renderHtml({
      ...INFO_DOCUMENTS.contact.en,
      lead: ['<b>R&D</b> see www.example.org/help, or write to help@example.org.'],
    });
    expect(html).toContain('&lt;b&gt;R&amp;D&lt;/b&gt;');
    expect(html).toContain('<a href="https://www.example.org/help" target="_blank" rel="noreferrer">');
    expect(html).toContain('<a href="mailto:help@example.org">help@example.org</a>.');
  });
});

describe('information PDFs', () => {
  it.each(INFO_PDF_NAMES.flatMap((name) => LOCALES.map((locale) => [name, locale] as const)))(
    '%s in %s is a PDF whose title, headings and page numbers are readable text',
    async (name, locale) => {
      const document = INFO_DOCUMENTS[name][locale];
      const bytes = await renderPdf(document, EFFECTIVE_ON);
      expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
      const { title, pages } = await pdfText(bytes);
      const expectedTitle = plain(typeset(document.title, locale));
      expect(plain(title)).toBe(expectedTitle);
      expect(pages[0]).toContain(expectedTitle);
      const all = pages.join(' ');
      document.sections.forEach((section, index) => {
        const heading = document.numbered ? `${index + 1}. ${section.heading}` : section.heading;
        expect(all).toContain(plain(typeset(heading, locale)));
      });
      const precedence = CHROME[locale].precedence;
      if (precedence) expect(pages[0]).toContain(plain(precedence));
      pages.forEach((page, index) => {
        expect(page).toContain(CHROME[locale].pageOf(index + 1, pages.length));
      });
    },
  );

  it('prints accents, ß and the euro sign as they are', async () => {
    const { pages } = await pdfText(await renderPdf(INFO_DOCUMENTS.pricing.de, EFFECTIVE_ON));
    expect(pages.join(' ')).toContain('Gesellschaftsgründung');
    expect(pages.join(' ')).toContain('12,00 € pro Monat');
    const terms = await pdfText(await renderPdf(INFO_DOCUMENTS.terms.fr, EFFECTIVE_ON));
    expect(terms.pages.join(' ')).toContain('d’au moins 50 € provenant');
    expect(terms.pages.join(' ')).toContain('8. Authentification forte et sécurité');
    expect(terms.pages[0]).toMatch(new RegExp(`Page 1 sur ${terms.pages.length}$`));
    const german = (await pdfText(await renderPdf(INFO_DOCUMENTS.terms.de, EFFECTIVE_ON))).pages.join(' ');
    expect(german).toContain('Kundensorgfaltspflichten und Geldwäschebekämpfung');
    expect(german).toContain('maßgeblich');
  });

  it('refuses a character the standard fonts cannot draw instead of printing it wrong', async () => {
    const broken: InfoDocument = { ...INFO_DOCUMENTS.pricing.fr, lead: ['Chèque ≤ 50 €'] };
    await expect(renderPdf(broken, EFFECTIVE_ON)).rejects.toThrow();
  });

  it('gives the same bytes for the same source', async () => {
    const first = await renderPdf(INFO_DOCUMENTS['deposit-guarantee'].fr, EFFECTIVE_ON);
    const second = await renderPdf(INFO_DOCUMENTS['deposit-guarantee'].fr, EFFECTIVE_ON);
    expect(Buffer.from(first).equals(Buffer.from(second))).toBe(true);
  });
});

describe('line breaking and typography', () => {
  it('never lets a wrapped line run past the width', async () => {
    const font = await (await WritablePdf.create()).embedFont(StandardFonts.Helvetica);
    const text = typeset(
      INFO_DOCUMENTS.terms.fr.sections[4]?.blocks.map((block) => JSON.stringify(block)).join(' ') ?? '',
      'fr',
    );
    const lines = wrapText(
      `${text} https://www.a-very-long-address.example/without/any/space/at/all/in/it`,
      font,
      10,
      120,
    );
    expect(lines.length).toBeGreaterThan(10);
    for (const line of lines) expect(font.widthOfTextAtSize(line, 10)).toBeLessThanOrEqual(120);
  });

  it.each<[Locale, string, string]>([
    ['fr', 'Plafond : 100 000 € par déposant', 'Plafond\u00a0: 100\u00a0000\u00a0€ par déposant'],
    ['fr', 'désignée « la Banque » ; voir', 'désignée «\u00a0la Banque\u00a0»\u00a0; voir'],
    [
      'fr',
      'au 01 99 00 42 42 de 8 h 30 à 19 h',
      'au 01\u00a099\u00a000\u00a042\u00a042 de 8\u00a0h\u00a030 à 19\u00a0h',
    ],
    ['en', 'up to €100,000: see 25 % and 60 days', 'up to €100,000: see 25\u00a0% and 60\u00a0days'],
  ])('typesets %s text with no-break spaces where a line must not break', (locale, source, expected) => {
    expect(typeset(source, locale)).toBe(expected);
  });
});
