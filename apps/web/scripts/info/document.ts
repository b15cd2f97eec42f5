import type { Locale } from '@app/domain';
import type { InfoPageName } from '../../src/shared/info-pages';

/**
 * One information document in one language: the single source that scripts/build-info.ts
 * renders both to an HTML page and (for the downloadable ones) to a PDF. Text is plain: no
 * markup, so both renderers show the same words; web and e-mail addresses are linked in HTML.
 */
export type Block =
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: string[] }
  /** A boxed remark (an example, a warning) set apart from the running text. */
  | { kind: 'note'; text: string }
  /** `widths` are the columns' shares of the line (they add up to 1). */
  | { kind: 'table'; columns: string[]; rows: string[][]; widths: number[] };

export interface Section {
  /** Same id in every language (anchors, parity test). */
  id: string;
  heading: string;
  blocks: Block[];
}

export interface InfoDocument {
  name: InfoPageName;
  locale: Locale;
  title: string;
  /** "Version en vigueur au …": when the text applies. */
  edition: string;
  /** Paragraphs before the first section. */
  lead: string[];
  /** Headings are numbered 1., 2., … (contractual documents). */
  numbered: boolean;
  sections: Section[];
}

/** A document in the three shipped languages. */
export type Translated = Record<Locale, InfoDocument>;

export const paragraph = (text: string): Block => ({ kind: 'paragraph', text });
export const list = (...items: string[]): Block => ({ kind: 'list', items });
export const note = (text: string): Block => ({ kind: 'note', text });
export const table = (columns: string[], widths: number[], rows: string[][]): Block => ({
  kind: 'table',
  columns,
  rows,
  widths,
});
