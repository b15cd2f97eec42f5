/**
 * French typography of a text: a no-break space (U+00A0, or the narrow U+202F) before ":", ";",
 * "?", "!" and "»" and after "«", so a sign never starts a line alone; thousands grouped with a
 * no-break space ("1 000 actions", "50 000 €"), never an ordinary one (the number would break
 * across lines) nor none. Placeholders ({name}, {{name}}) and web addresses are not text.
 * Answers one line per problem, empty when the text is right.
 */
const NO_BREAK = '\u00a0\u202f';
const PLACEHOLDERS = /\{\{[^}]*\}\}|\{[^}]*\}/g;
const ADDRESSES = /\b(?:https?:\/\/|www\.)[^\s"')]+|\b[\w.-]+@[\w.-]+\.\w+/g;
const UNITS = '€|%|euros?|actions?|parts?|salariés|fichiers|Mo|jours|mois|ans';
const SPACED_NUMBER = /\d{1,3}(?: \d{3})+(?!\d)/g;
const UNGROUPED_NUMBER = new RegExp(`(?<![\\d.,])\\d{4,}(?=[\\s${NO_BREAK}]?(?:${UNITS})(?![\\p{L}]))`, 'gu');

export function frenchTypographyProblems(text: string): string[] {
  // Same length, so the positions read in the original text.
  const blank = (match: string) => 'x'.repeat(match.length);
  const plain = text.replace(ADDRESSES, blank).replace(PLACEHOLDERS, blank);
  const problems: string[] = [];
  const around = (index: number) => `«${text.slice(Math.max(0, index - 12), index + 3)}»`;
  for (const match of plain.matchAll(/[:;?!»]/g)) {
    const index = match.index;
    const before = plain[index - 1];
    if (index === 0 || before === undefined || NO_BREAK.includes(before)) continue;
    // A time (14:30) or a ratio keeps its colon tight.
    if (match[0] === ':' && /\d/.test(before) && /\d/.test(plain[index + 1] ?? '')) continue;
    problems.push(`${around(index)}: a no-break space is needed before "${match[0]}"`);
  }
  for (const match of plain.matchAll(/«/g)) {
    const after = plain[match.index + 1];
    if (after !== undefined && !NO_BREAK.includes(after))
      problems.push(`${around(match.index)}: a no-break space is needed after "«"`);
  }
  for (const match of plain.matchAll(SPACED_NUMBER))
    problems.push(`${around(match.index)}: "${match[0]}" is grouped with ordinary spaces`);
  for (const match of plain.matchAll(UNGROUPED_NUMBER))
    problems.push(`${around(match.index)}: "${match[0]}" needs its thousands grouped`);
  return problems;
}
