import { hash } from 'node:crypto';

/**
 * An exact, injective text of a plain JSON-like value: strings quoted as JSON, numbers as
 * `String` gives them (NaN, Infinity and -0 kept apart from null and 0), `undefined` apart from an
 * absent member, arrays and objects with their delimiters. Null for anything else (a Date, a Map,
 * a class instance): such a value is not remembered.
 */
export function exactText(value: unknown): string | null {
  switch (typeof value) {
    case 'string':
      return JSON.stringify(value);
    case 'number':
      return Object.is(value, -0) ? '-0' : String(value);
    case 'boolean':
      return value ? 'true' : 'false';
    case 'undefined':
      return 'undefined';
    case 'object': {
      if (value === null) return 'null';
      if (Array.isArray(value)) {
        let text = '[';
        for (const item of value) {
          const itemText = exactText(item);
          if (itemText === null) return null;
          text += `${itemText},`;
        }
        return `${text}]`;
      }
      if (Object.getPrototypeOf(value) !== Object.prototype) return null;
      let text = '{';
      for (const key in value) {
        const memberText = exactText((value as Record<string, unknown>)[key]);
        if (memberText === null) return null;
        text += `${JSON.stringify(key)}:${memberText},`;
      }
      return `${text}}`;
    }
    default:
      return null;
  }
}

/** Local calendar day, as the domain's date rules read "today" (a birth date must be before it). */
function today(): string {
  const now = new Date();
  return `${now.getFullYear()}-${now.getMonth() + 1}-${now.getDate()}`;
}

/**
 * Remembers the verdicts of a pure check by the exact text of its whole input (what is checked,
 * the context the rule was built for, today's date), so a list read on every journey step does not
 * parse each person again: the same input always had the same verdict. Only a SHA-256 of the input
 * is kept, never the personal data itself; at most `limit` verdicts, the oldest forgotten first.
 */
export function createVerdictMemo(limit: number) {
  const verdicts = new Map<string, boolean>();
  return (kind: string, context: object, input: object, check: () => boolean): boolean => {
    const contextText = exactText(context);
    const inputText = exactText(input);
    if (contextText === null || inputText === null) return check();
    const day = today();
    const key = hash('sha256', `${kind}\n${day}\n${contextText}\n${inputText}`, 'base64');
    const known = verdicts.get(key);
    if (known !== undefined) return known;
    const verdict = check();
    // A check that ran across midnight may have read either day: not remembered.
    if (today() !== day) return verdict;
    if (verdicts.size >= limit) {
      const oldest = verdicts.keys().next();
      if (!oldest.done) verdicts.delete(oldest.value);
    }
    verdicts.set(key, verdict);
    return verdict;
  };
}
