/**
 * Errors that say the database or the disk is out of reach, not that the request or the code
 * is wrong: the caller is told to try again (503) or that nothing could be kept (507), never 500.
 */

/** Network errors of the driver and PostgreSQL's own "cannot serve now" states. */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  // PostgreSQL: connection exceptions (08xxx), shutdown in progress (57P01-57P03), too many
  // connections (53300), read-only after a failover (25006).
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '57P01',
  '57P02',
  '57P03',
  '53300',
  '25006',
  // SQLite: still locked once busy_timeout has passed.
  'SQLITE_BUSY',
]);

/** Messages of pg and its pool for a connection that died or could not be opened in time. */
const UNAVAILABLE_MESSAGE =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed/i;

const DISK_FULL_CODES = new Set(['ENOSPC', 'EDQUOT', 'SQLITE_FULL']);

/** The error and the errors it wraps (cause, AggregateError), each once. */
function* chain(error: unknown): Generator<{ code?: unknown; message?: unknown }> {
  const seen = new Set<unknown>();
  const queue = [error];
  while (queue.length > 0) {
    const current = queue.shift();
    if (current === null || typeof current !== 'object' || seen.has(current)) continue;
    seen.add(current);
    yield current as { code?: unknown; message?: unknown };
    queue.push((current as { cause?: unknown }).cause);
    if (current instanceof AggregateError) queue.push(...current.errors);
  }
}

export function isDatabaseUnavailable(error: unknown): boolean {
  for (const link of chain(error)) {
    if (typeof link.code === 'string' && UNAVAILABLE_CODES.has(link.code)) return true;
    if (typeof link.message === 'string' && UNAVAILABLE_MESSAGE.test(link.message)) return true;
  }
  return false;
}

export function isDiskFull(error: unknown): boolean {
  for (const link of chain(error)) {
    if (typeof link.code === 'string' && DISK_FULL_CODES.has(link.code)) return true;
  }
  return false;
}
