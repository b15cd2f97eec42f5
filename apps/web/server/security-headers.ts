import { type HstsPolicy, hstsHeader } from './hsts';

/**
 * The security headers of every answer of the web server. The CSP allows only the app's own
 * files and the API's origin: no inline script, no plugin, no framing, no <base> rewrite.
 */
export interface SecurityOptions {
  /** The API's origin (scheme, host, port): the only other place the app may call. */
  apiOrigin: string;
  /**
   * The error-reporting endpoint (a Sentry-protocol DSN, WEB_ERROR_REPORTING_DSN): its origin is
   * the one other place the app may send to; none: no report leaves the page.
   */
  errorReportingDsn?: string | undefined;
  /** Strict-Transport-Security, for a site served over HTTPS (hsts.ts); null: none. */
  hsts: HstsPolicy | null;
}

/** Where browsers post what the policy refused, so a violation shows in the server's log. */
export const CSP_REPORT_PATH = '/csp-report';

type Directives = Record<string, readonly string[]>;

/** The origin a DSN's reports are posted to (its scheme, host and port; never its key or path). */
export const errorReportingOrigin = (dsn: string | undefined): string | null =>
  dsn ? new URL(dsn).origin : null;

function directives(
  apiOrigin: string,
  infoPage: boolean,
  styleHashes: readonly string[],
  reportingOrigin: string | null,
): Directives {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'connect-src': ["'self'", apiOrigin, ...(reportingOrigin ? [reportingOrigin] : [])],
    // The QR code is a data: image, a document preview a blob: URL.
    'img-src': ["'self'", 'data:', 'blob:'],
    // The page's own <style> elements (its shell, painted before any file arrives), each allowed
    // by its hash: no other inline style can run.
    'style-src': ["'self'", ...styleHashes.map((hash) => `'${hash}'`)],
    // The information pages are static HTML whose table columns carry their widths as style
    // attributes; they hold no script and no user data.
    ...(infoPage ? { 'style-src-attr': ["'unsafe-inline'"] } : {}),
    'font-src': ["'self'"],
    // pdf.js renders in a worker loaded from the app's own assets.
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    // The terms step shows the information pages in a frame of the app itself; nothing else
    // may frame anything of the site.
    'frame-ancestors': [infoPage ? "'self'" : "'none'"],
    'form-action': ["'self'"],
    // Sent at once by the browser (report-to batches them), logged by this server.
    'report-uri': [CSP_REPORT_PATH],
  };
}

export function contentSecurityPolicy(
  apiOrigin: string,
  options: { infoPage?: boolean; styleHashes?: readonly string[]; reportingOrigin?: string | null } = {},
): string {
  return Object.entries(
    directives(
      apiOrigin,
      options.infoPage ?? false,
      options.styleHashes ?? [],
      options.reportingOrigin ?? null,
    ),
  )
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/**
 * No device feature is used: a document photographed on a phone goes through the system's file
 * picker, which no policy governs.
 */
const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'bluetooth=()',
  'midi=()',
  'magnetometer=()',
  'gyroscope=()',
  'accelerometer=()',
  'display-capture=()',
].join(', ');

/** `styleHashes`: the CSP hashes (sha256-…) of the answered page's <style> elements. */
export function securityHeaders(
  options: SecurityOptions,
  path: string,
  styleHashes: readonly string[] = [],
): Record<string, string> {
  const infoPage = path.startsWith('/info/');
  return {
    'Content-Security-Policy': contentSecurityPolicy(options.apiOrigin, {
      infoPage,
      styleHashes,
      reportingOrigin: errorReportingOrigin(options.errorReportingDsn),
    }),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': PERMISSIONS_POLICY,
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': 'same-origin',
    'X-Frame-Options': infoPage ? 'SAMEORIGIN' : 'DENY',
    ...(options.hsts ? { 'Strict-Transport-Security': hstsHeader(options.hsts) } : {}),
  };
}
