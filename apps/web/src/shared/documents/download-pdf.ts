import { buildHeaders, buildUrl } from '../../lib/api-request';

/** The file name of a Content-Disposition header (RFC 6266 filename* first), else null. */
export function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const extended = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1]);
    } catch {
      // Fall back to the plain name.
    }
  }
  const plain = /filename="?([^";]+)"?/i.exec(disposition);
  return plain?.[1] ?? null;
}

/**
 * GET a PDF (the RIB's rib.pdf_url, the capital deposit certificate) with the bearer token, saved
 * under the server's file name or file.pdf (spec §7). The API
 * client's blob mode gives no headers, so this reads the response itself.
 */
export async function downloadPdf(url: string): Promise<void> {
  const response = await fetch(buildUrl(url), {
    headers: await buildHeaders({}, { accept: 'application/pdf' }),
  });
  if (!response.ok) throw new Error(`PDF download failed (${response.status})`);
  const blob = await response.blob();
  const name = fileNameOf(response.headers.get('content-disposition')) ?? 'file.pdf';
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 1000);
}
