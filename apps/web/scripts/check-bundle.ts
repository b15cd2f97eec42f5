/**
 * Fails the build when the first screen's JavaScript (the entry chunk and every chunk it
 * imports statically) exceeds the gzip budget, or when pdf.js is part of it.
 * Reads dist/.vite/manifest.json written by `vite build`.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { FIRST_SCREEN_MODULES } from './first-screen';

// 120 KB: React DOM, React Router and React make 97 KB of it (docs/benchmarks.md, first screen budget).
export const FIRST_SCREEN_BUDGET_BYTES = 120 * 1024;

export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  src?: string;
}
export type Manifest = Record<string, ManifestChunk>;

/**
 * The entry chunk and its static imports, with the first screen's modules its entry imports
 * dynamically (first-screen.ts) and theirs, transitively: what the browser loads before rendering.
 */
export function firstScreenChunks(manifest: Manifest): ManifestChunk[] {
  // The app's own page; other entries (the companion page) are separate first screens.
  const entryKey =
    Object.keys(manifest).find((key) => manifest[key]?.isEntry && key === 'index.html') ??
    Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('No entry chunk in the manifest');
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const child of manifest[key]?.imports ?? []) visit(child);
  };
  visit(entryKey);
  for (const source of FIRST_SCREEN_MODULES[entryKey] ?? []) {
    if (!manifest[source])
      throw new Error(`${source} is not in the build: the first screen cannot be measured`);
    visit(source);
  }
  return [...seen].map((key) => manifest[key]).filter((chunk): chunk is ManifestChunk => Boolean(chunk));
}

const PDFJS_MARKERS = ['pdfjs-dist', 'GlobalWorkerOptions', 'pdfjsVersion'];

export function checkBundle(distDir: string): { ok: boolean; report: string[] } {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const chunks = firstScreenChunks(manifest);
  const report: string[] = [];
  let total = 0;
  let hasPdf = false;
  for (const chunk of chunks) {
    const code = readFileSync(join(distDir, chunk.file));
    const size = gzipSync(code, { level: 9 }).length;
    total += size;
    const text = code.toString('utf8');
    const pdf =
      PDFJS_MARKERS.some((marker) => text.includes(marker)) || (chunk.src ?? '').includes('pdfjs-dist');
    hasPdf ||= pdf;
    report.push(
      `  ${chunk.file.padEnd(48)} ${(size / 1024).toFixed(1).padStart(7)} KB gz${pdf ? '  (pdf.js!)' : ''}`,
    );
  }
  const withinBudget = total <= FIRST_SCREEN_BUDGET_BYTES;
  report.push(
    `First screen: ${(total / 1024).toFixed(1)} KB gzipped (budget ${FIRST_SCREEN_BUDGET_BYTES / 1024} KB)${withinBudget ? '' : '  OVER BUDGET'}`,
  );
  if (hasPdf)
    report.push('pdf.js is in the first screen: it must only be loaded by the viewer (dynamic import).');
  return { ok: withinBudget && !hasPdf, report };
}

const isMain = process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1];
if (isMain) {
  const distDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
  const { ok, report } = checkBundle(distDir);
  console.info(report.join('\n'));
  if (!ok) process.exit(1);
}
