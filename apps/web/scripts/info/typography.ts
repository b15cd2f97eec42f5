import type { Locale } from '@app/domain';

const NBSP = '\u00a0';

/**
 * Non-breaking spaces where a line must not break, written once here rather than typed
 * invisibly in the sources: inside digit groups (100 000), between a number and its unit
 * (50 €, 7 jours), and around French punctuation (« … », ; : ? !). U+00A0 is used
 * everywhere because the PDF standard fonts (WinAnsi) have no narrow no-break space.
 */
export function typeset(text: string, locale: Locale): string {
  let result = text
    .replace(/(\d) (?=\d{3}\b)/g, `$1${NBSP}`)
    .replace(/(\d) (?=(?:€|%|h\b|jours\b|days\b|Tage\b))/g, `$1${NBSP}`);
  // Telephone numbers (01 99 00 42 42, +33 1 99 00 42 42) and times (8 h 30) stay on one line.
  result = result
    .replace(/(?:\+\d{2} \d|0\d)(?: \d{2}){4}/g, (phone) => phone.replace(/ /g, NBSP))
    .replace(/\bh (?=\d)/g, `h${NBSP}`);
  if (locale === 'fr') {
    result = result
      .replace(/« /g, `«${NBSP}`)
      .replace(/ »/g, `${NBSP}»`)
      .replace(/ ([;:?!])/g, `${NBSP}$1`);
  }
  return result;
}
