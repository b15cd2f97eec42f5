/**
 * Characters that make a text read otherwise than it is stored, on screen, in an e-mail, a file
 * name or the bank's systems: controls (C0, C1), format characters (bidirectional embeddings,
 * overrides and isolates U+202A–U+202E and U+2066–U+2069, the direction marks U+200E–U+200F,
 * zero-width spaces and joiners U+200B–U+200D, the byte-order mark U+FEFF, the soft hyphen),
 * line and paragraph separators, and private-use, unassigned or lone surrogate code points.
 */
const DISGUISING = /[\p{Cc}\p{Cf}\p{Co}\p{Cn}\p{Cs}\u2028\u2029]/u;
/** The same, but for the tab and the line breaks a text written on several lines holds. */
const DISGUISING_BESIDE_LINE_BREAKS = /(?![\t\n\r])[\p{Cc}\p{Cf}\p{Co}\p{Cn}\p{Cs}\u2028\u2029]/u;

/** How a free text is written: on one line (a name, a payer, a reference) or several (a note, a message). */
export type TextLines = 'single' | 'multiple';

/** Whether a text a person typed or a system sent holds a character that can disguise it. */
export const hasDisguisingCharacters = (value: string, lines: TextLines = 'single'): boolean =>
  (lines === 'single' ? DISGUISING : DISGUISING_BESIDE_LINE_BREAKS).test(value);
