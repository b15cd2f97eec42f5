import type { Locale } from '../locale';
import { frenchTypographyProblems } from './french-typography';

const PLACEHOLDERS = /\{\{[^}]*\}\}|\{[^}]*\}/g;
const ADDRESSES = /\b(?:https?:\/\/|www\.)[^\s"')]+|\b[\w.-]+@[\w.-]+\.\w+/g;

/**
 * English and German typography: no space of any kind before ":", ";", "?" or "!" ("Status:",
 * never "Status :", the French habit). Placeholders and web addresses are not text.
 * Answers one line per problem, empty when the text is right.
 */
export function tightPunctuationProblems(text: string): string[] {
  const blank = (match: string) => 'x'.repeat(match.length);
  const plain = text.replace(ADDRESSES, blank).replace(PLACEHOLDERS, blank);
  return [...plain.matchAll(/\s+([:;?!])/gu)].map(
    (match) =>
      `«${text.slice(Math.max(0, match.index - 12), match.index + match[0].length + 2)}»: no space before "${match[1]}"`,
  );
}

/** A text's typography problems by the rules of its language (French's, or English and German's). */
export const typographyProblems = (language: Locale, text: string): string[] =>
  language === 'fr' ? frenchTypographyProblems(text) : tightPunctuationProblems(text);
