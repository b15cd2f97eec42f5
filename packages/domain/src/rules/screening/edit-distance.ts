/**
 * The three rows of the distance's table, kept between calls: a screening compares millions of
 * pairs of words, and a table allocated for each would cost more than the comparison itself.
 */
let rows = new Int32Array(3 * 32);

/**
 * The number of typing mistakes between two words: letters replaced, added, left out, or two
 * neighbours swapped (each one mistake: the optimal string alignment distance). Counting stops
 * past `max`, which is then returned plus one: the matcher only needs to know "at most two".
 * Only the cells at most `max` from the diagonal are computed: any path through another one
 * already costs more than `max`.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (a === b) return 0;
  const n = a.length;
  const m = b.length;
  const over = max + 1;
  if (Math.abs(n - m) > max) return over;
  if (max === 1) return withinOneEdit(a, b) ? 1 : over;
  const width = m + 1;
  if (rows.length < 3 * width) rows = new Int32Array(3 * width * 2);
  // Three rows: the one before the previous one is needed for a swap of neighbours.
  let before = 0;
  let previous = width;
  let current = 2 * width;
  for (let j = 0; j < width; j += 1) {
    rows[before + j] = over;
    rows[previous + j] = j <= max ? j : over;
    rows[current + j] = over;
  }
  for (let i = 1; i <= n; i += 1) {
    const low = Math.max(1, i - max);
    const high = Math.min(m, i + max);
    // The cells beside the band count as out of reach; the first column is i letters left out.
    rows[current + low - 1] = low === 1 && i <= max ? i : over;
    if (high < m) rows[current + high + 1] = over;
    let rowMin = over;
    const ai = a.charCodeAt(i - 1);
    const aBefore = i > 1 ? a.charCodeAt(i - 2) : -1;
    for (let j = low; j <= high; j += 1) {
      const bj = b.charCodeAt(j - 1);
      let value = Math.min(
        (rows[previous + j] as number) + 1,
        (rows[current + j - 1] as number) + 1,
        (rows[previous + j - 1] as number) + (ai === bj ? 0 : 1),
      );
      if (j > 1 && ai === b.charCodeAt(j - 2) && aBefore === bj) {
        value = Math.min(value, (rows[before + j - 2] as number) + 1);
      }
      if (value > over) value = over;
      rows[current + j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return over;
    const oldest = before;
    before = previous;
    previous = current;
    current = oldest;
  }
  return Math.min(rows[previous + m] as number, over);
}

/**
 * Whether two different words are one mistake apart (a letter replaced, added or left out, two
 * neighbours swapped): one pass, no table.
 */
export function withinOneEdit(a: string, b: string): boolean {
  const longer = a.length >= b.length ? a : b;
  const shorter = longer === a ? b : a;
  const extra = longer.length - shorter.length;
  if (extra > 1) return false;
  let i = 0;
  while (i < shorter.length && longer.charCodeAt(i) === shorter.charCodeAt(i)) i += 1;
  if (extra === 1) return sameFrom(longer, i + 1, shorter, i);
  if (i === shorter.length) return false;
  if (sameFrom(longer, i + 1, shorter, i + 1)) return true;
  return (
    longer.charCodeAt(i) === shorter.charCodeAt(i + 1) &&
    longer.charCodeAt(i + 1) === shorter.charCodeAt(i) &&
    sameFrom(longer, i + 2, shorter, i + 2)
  );
}

/** Whether `a` from `i` on and `b` from `j` on are the same letters. */
function sameFrom(a: string, i: number, b: string, j: number): boolean {
  if (a.length - i !== b.length - j) return false;
  for (let k = 0; i + k < a.length; k += 1) if (a.charCodeAt(i + k) !== b.charCodeAt(j + k)) return false;
  return true;
}

/**
 * The letters a word holds, one bit each (letters sharing their last five bits share one): two
 * words' masks tell cheaply how many mistakes apart they are at least (`fewestEdits`).
 */
export function letterMask(word: string): number {
  let mask = 0;
  for (let i = 0; i < word.length; i += 1) mask |= 1 << (word.charCodeAt(i) & 31);
  return mask;
}

/**
 * The fewest mistakes between two words, from their letter masks: a mistake brings in at most
 * one letter and takes away at most one, so the masks differ by at most two bits a mistake.
 */
export function fewestEdits(a: number, b: number): number {
  let bits = (a ^ b) >>> 0;
  bits -= (bits >>> 1) & 0x55555555;
  bits = (bits & 0x33333333) + ((bits >>> 2) & 0x33333333);
  const count = (Math.imul((bits + (bits >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) as number;
  return Math.ceil(count / 2);
}
