/**
 * How deep a recording's events may nest (objects and arrays within one another). rrweb's
 * serialised page nests two levels per element: a thousand is far beyond any page, and keeps the
 * checks that walk the events (masking, scrubbing) within the stack.
 */
export const MAX_EVENT_NESTING = 1000;

/** Whether `value` nests deeper than `max`, read without recursion (a hostile batch cannot overflow it). */
export function nestsDeeperThan(value: unknown, max: number): boolean {
  const pending: [unknown, number][] = [[value, 0]];
  while (pending.length > 0) {
    const [current, depth] = pending.pop() as [unknown, number];
    if (typeof current !== 'object' || current === null) continue;
    if (depth >= max) return true;
    for (const child of Array.isArray(current) ? current : Object.values(current))
      pending.push([child, depth + 1]);
  }
  return false;
}
