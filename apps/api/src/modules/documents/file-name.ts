const MAX_LENGTH = 200;

/** The name as the user saw it, without any folder part or control characters. */
export function cleanFileName(raw: string | undefined): string {
  const base = (raw ?? '').split(/[\\/]/).pop() ?? '';
  const printable = Array.from(base.normalize('NFC'))
    .filter((char) => {
      const code = char.codePointAt(0) ?? 0;
      return code >= 0x20 && code !== 0x7f;
    })
    .join('')
    .trim();
  return Array.from(printable).slice(0, MAX_LENGTH).join('') || 'document';
}

/**
 * Content-Disposition with an ASCII fallback and the exact name in RFC 5987 form, so
 * "Pièce d'identité.pdf" downloads under its own name in every browser.
 */
export function contentDisposition(fileName: string, kind: 'inline' | 'attachment' = 'attachment'): string {
  const fallback =
    fileName
      .normalize('NFKD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/["\\%]/g, '_')
      .trim() || 'document';
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
