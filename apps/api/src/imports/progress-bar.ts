/** A one-line progress bar on stderr (a log line every few seconds when stderr is not a terminal). */
export function createProgressBar(label: string, total: number, stream: NodeJS.WriteStream = process.stderr) {
  const startedAt = Date.now();
  let lastDraw = 0;
  const format = new Intl.NumberFormat('en-US');
  const draw = (done: number, rows: number, final = false) => {
    const now = Date.now();
    const interval = stream.isTTY ? 200 : 5000;
    if (!final && now - lastDraw < interval) return;
    lastDraw = now;
    const ratio = total > 0 ? Math.min(1, done / total) : 0;
    const seconds = Math.max(0.001, (now - startedAt) / 1000);
    const rate = Math.round(rows / seconds);
    const eta = ratio > 0 ? Math.round(seconds / ratio - seconds) : 0;
    const width = 30;
    const filled = Math.round(ratio * width);
    const bar = `${'#'.repeat(filled)}${'-'.repeat(width - filled)}`;
    const line = `${label} [${bar}] ${(ratio * 100).toFixed(1)}% ${format.format(rows)} rows ${format.format(rate)} rows/s${final ? '' : ` ETA ${eta}s`}`;
    if (stream.isTTY) stream.write(`\r${line}${final ? '\n' : ''}`);
    else stream.write(`${line}\n`);
  };
  return {
    update: (done: number, rows: number) => draw(done, rows),
    finish: (rows: number) => draw(total, rows, true),
  };
}
