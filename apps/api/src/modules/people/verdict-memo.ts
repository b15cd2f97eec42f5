import { hash } from 'node:crypto';

/**
 * Whether JSON writes this value exactly, so that two values of the same JSON are the same to any
 * check: strings, booleans, null, finite numbers other than -0, and arrays and plain objects of
 * them. Not an undefined member (JSON drops it), NaN or Infinity (written null), a Date or a Map.
 */
function isExactInJson(value: unknown): boolean {
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return true;
    case 'number':
      return Number.isFinite(value) && !Object.is(value, -0);
    case 'object': {
      if (value === null) return true;
      if (Array.isArray(value)) {
        for (const item of value) if (!isExactInJson(item)) return false;
        return true;
      }
      if (Object.getPrototypeOf(value) !== Object.prototype) return false;
      for (const key in value) if (!isExactInJson((value as Record<string, unknown>)[key])) return false;
      return true;
    }
    default:
      return false;
  }
}

/** An exact, injective text of a plain data value (its JSON), or null when JSON would lose something. */
export const exactText = (value: unknown): string | null =>
  isExactInJson(value) ? JSON.stringify(value) : null;

/** Local calendar day, as the domain's date rules read "today" (a birth date must be before it). */
export function today(): string {
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
