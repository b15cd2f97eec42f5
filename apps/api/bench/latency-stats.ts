/** p50, p95 and p99 of latency samples (milliseconds), and their count. */
export function latencyStats(samples: readonly number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const percentile = (p: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
  return { p50: percentile(50), p95: percentile(95), p99: percentile(99), n: sorted.length };
}
