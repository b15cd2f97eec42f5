/** A file name safe in any unzip tool: ASCII letters, digits, dots, dashes and underscores only. */
const safe = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._-]+/g, '_')
    .replace(/^[._]+/, '')
    .slice(0, 80) || 'file';

/** Where a document goes in the archive: numbered in the case's order, its kind, its own name. */
export const documentPath = (index: number, kind: string, fileName: string) =>
  `documents/${String(index + 1).padStart(2, '0')}-${safe(kind)}-${safe(fileName)}`;

/** The documents' fingerprints as `sha256sum -c` reads them, from the documents folder. */
export const sha256Sums = (files: readonly { sha256: string; path: string }[]) =>
  files.map((file) => `${file.sha256}  ${file.path.replace(/^documents\//, '')}\n`).join('');
