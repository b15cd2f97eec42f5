/**
 * The first chunk of a stream, and the whole stream again (that chunk first): a parser sniffs a
 * file's dialect before reading it.
 */
export async function peekHead(
  input: AsyncIterable<Buffer>,
): Promise<{ head: Buffer; bytes: AsyncIterable<Buffer> }> {
  const chunks = input[Symbol.asyncIterator]();
  const first = await chunks.next();
  async function* bytes() {
    try {
      if (first.done) return;
      yield first.value;
      for (let next = await chunks.next(); !next.done; next = await chunks.next()) yield next.value;
    } finally {
      await chunks.return?.();
    }
  }
  return { head: first.done ? Buffer.alloc(0) : first.value, bytes: bytes() };
}
