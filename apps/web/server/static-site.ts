import { createHash } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import type { Locale, RuntimeConfigReply } from '@app/domain';
import { isMobileDevice } from '../src/lib/mobile';
import { compress, type Encoding, MIN_COMPRESSED_SIZE, negotiateEncoding } from './compression';
import { contentTypeOf, isCompressible } from './content-types';
import {
  consentBannerFile,
  FIRST_PAINT_MARKER,
  FIRST_SCREEN_END,
  FIRST_SCREEN_START,
  firstScreenFile,
  firstScreenOf,
  hasAnsweredConsent,
  visitorLanguage,
  withBrandNames,
} from './first-paint';
import type { FirstScreen } from './first-paint-files';
import { PRECOMPRESSED } from './precompress';
import type { RuntimeConfigSource } from './runtime-config-source';
import { CSP_REPORT_PATH, type SecurityOptions, securityHeaders } from './security-headers';

export interface SiteOptions extends SecurityOptions {
  /** The built app (vite's outDir). */
  root: string;
  /** The API's address the app calls, given to it as /env.js (no rebuild per environment). */
  apiUrl: string;
  /** The API's configuration, given with it when known (runtime-config-source.ts). */
  runtimeConfig?: Pick<RuntimeConfigSource, 'current'>;
}

/** Vite names every file under /assets/ by its content hash: it never changes, cache it for good. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else (index.html, env.js, icons, info pages) is revalidated at each use. */
const REVALIDATE = 'no-cache';

interface Entry {
  body: Buffer;
  contentType: string;
  etag: string;
  lastModified: string;
  cacheControl: string;
  /** Compressed bodies, made once per file version and encoding. */
  encoded: Map<Encoding, Promise<Buffer>>;
  /** An HTML page's <style> elements, as CSP hashes. */
  styleHashes: string[];
}

/** The CSP hash of each <style> element of a page (the build writes them without attributes). */
export function inlineStyleHashes(html: string): string[] {
  return [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map(
    ([, css = '']) => `sha256-${createHash('sha256').update(css, 'utf8').digest('base64')}`,
  );
}

/** A report is small; anything longer is cut, so a client cannot fill the log or the memory. */
const MAX_REPORT_BYTES = 8192;

async function logViolation(request: IncomingMessage): Promise<void> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size <= MAX_REPORT_BYTES) chunks.push(chunk);
  }
  const text = Buffer.concat(chunks).toString('utf8').slice(0, MAX_REPORT_BYTES);
  let report: unknown = text;
  try {
    report = (JSON.parse(text) as { 'csp-report'?: unknown })['csp-report'] ?? text;
  } catch {
    // Not JSON: logged as received.
  }
  console.warn('Content-Security-Policy violation', JSON.stringify(report));
}

/**
 * The app's runtime settings: the API's address and, once this server has read it, the API's
 * configuration (the app then starts without asking for it). `<` is escaped: the script stays
 * inert text even if it ever ends up inside a page.
 */
export const envScript = (
  apiUrl: string,
  config: RuntimeConfigReply | null = null,
  errorReportingDsn?: string,
): string =>
  `// Runtime settings of this server, not of the build.\nwindow.__ENV__ = ${JSON.stringify({
    apiUrl,
    ...(config ? { config } : {}),
    ...(errorReportingDsn ? { errorReportingDsn } : {}),
  }).replaceAll('<', '\\u003c')};\n`;

/** The build's compressed copies of a file (precompress.ts), when written after the file itself. */
async function precompressedCopies(
  file: string,
  fileMtimeMs: number,
): Promise<Map<Encoding, Promise<Buffer>>> {
  const copies = new Map<Encoding, Promise<Buffer>>();
  for (const [encoding, suffix] of Object.entries(PRECOMPRESSED) as [
    Exclude<Encoding, 'identity'>,
    string,
  ][]) {
    const info = await stat(file + suffix).catch(() => null);
    if (info?.isFile() && info.mtimeMs >= fileMtimeMs) copies.set(encoding, readFile(file + suffix));
  }
  return copies;
}

export function createSite(options: SiteOptions) {
  const root = resolve(options.root);
  const cache = new Map<string, Entry>();
  let env: { config: RuntimeConfigReply | null; entry: Entry } | undefined;

  /** env.js, made again when the API's configuration has changed. */
  function envEntry(): Entry {
    const config = options.runtimeConfig?.current() ?? null;
    if (env?.config !== config) {
      const body = Buffer.from(envScript(options.apiUrl, config, options.errorReportingDsn));
      const entry: Entry = {
        body,
        contentType: 'text/javascript; charset=utf-8',
        etag: `"env-${createHash('sha256').update(body).digest('base64url').slice(0, 16)}"`,
        lastModified: new Date().toUTCString(),
        cacheControl: REVALIDATE,
        encoded: new Map(),
        styleHashes: [],
      };
      env = { config, entry };
    }
    return env.entry;
  }

  /** The file under root the URL path names, or null (outside root, a folder, missing). */
  async function load(urlPath: string): Promise<Entry | null> {
    if (urlPath === '/env.js') return envEntry();
    const file = normalize(join(root, urlPath));
    if (!file.startsWith(root + sep)) return null;
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) return null;
    const etag = `"${info.size.toString(36)}-${info.mtimeMs.toString(36)}"`;
    const cached = cache.get(file);
    if (cached?.etag === etag) return cached;
    const body = await readFile(file);
    // A concurrent load (the warm-up and a visitor) keeps the first entry, so each file is compressed once.
    const loaded = cache.get(file);
    if (loaded?.etag === etag) return loaded;
    const contentType = contentTypeOf(file);
    const entry: Entry = {
      body,
      contentType,
      etag,
      lastModified: info.mtime.toUTCString(),
      cacheControl: urlPath.startsWith('/assets/') ? IMMUTABLE : REVALIDATE,
      encoded: await precompressedCopies(file, info.mtimeMs),
      styleHashes: contentType.startsWith('text/html') ? inlineStyleHashes(body.toString('utf8')) : [],
    };
    cache.set(file, entry);
    return entry;
  }

  /** The app's own routes (no extension, outside /assets/) are all index.html: the router decides. */
  const isAppRoute = (urlPath: string) => !urlPath.startsWith('/assets/') && extname(urlPath) === '';

  /**
   * The page of the app's routes: phones and tablets get mobile.html, the mobile notice alone
   * (spec §1), which loads none of the app's screens; a build without it, index.html (whose
   * script shows the notice too). In the visitor's language, the page's first paint carries the
   * consent banner until they have answered it (not on the notice, which has none), and the first
   * lines of the home page or of the notice (server/first-paint.ts).
   */
  async function appPage(request: IncomingMessage, url: URL): Promise<Entry | null> {
    const mobile = isMobileDevice(request.headers['user-agent'] ?? '');
    const mobilePage = mobile ? await load('/mobile.html') : null;
    const page = mobilePage ?? (await load('/index.html'));
    if (!page) return null;
    const config = options.runtimeConfig?.current() ?? null;
    return withFirstPaint(page, {
      language: visitorLanguage(request.headers['accept-language']),
      banner: !mobilePage && !hasAnsweredConsent(request.headers.cookie),
      screen: firstScreenOf(
        { mobileNotice: Boolean(mobilePage), path: url.pathname, search: url.search },
        config,
      ),
      config,
    });
  }

  /** The app's pages with their first paint, one per page, language, parts and configuration. */
  const firstPaintPages = new Map<string, Entry>();

  /** `page` with the parts of its first paint the build wrote (scripts/prerender-first-paint.tsx). */
  async function withFirstPaint(
    page: Entry,
    parts: {
      language: Locale;
      banner: boolean;
      screen: FirstScreen | null;
      config: RuntimeConfigReply | null;
    },
  ): Promise<Entry> {
    const { language, config } = parts;
    const banner = parts.banner ? await load(`/${consentBannerFile(language)}`) : null;
    const screen = parts.screen ? await load(`/${firstScreenFile(parts.screen, language)}`) : null;
    const built = page.body.toString('utf8');
    let html = built;
    const start = html.indexOf(FIRST_SCREEN_START);
    const end = html.indexOf(FIRST_SCREEN_END);
    if (screen && start >= 0 && end > start)
      html =
        html.slice(0, start) +
        withBrandNames(screen.body.toString('utf8').trim(), config) +
        html.slice(end + FIRST_SCREEN_END.length);
    if (banner) html = html.replace(FIRST_PAINT_MARKER, banner.body.toString('utf8').trim());
    if (html === built) return page;
    // One version per content: its tag is its hash, so the build, language, parts and names all count.
    const etag = `"${createHash('sha256').update(html).digest('base64url').slice(0, 22)}"`;
    let variant = firstPaintPages.get(etag);
    if (!variant) {
      // A new build or configuration makes new versions: the old ones are dropped rather than kept.
      if (firstPaintPages.size >= 32) firstPaintPages.clear();
      variant = { ...page, body: Buffer.from(html), etag, encoded: new Map() };
      firstPaintPages.set(etag, variant);
    }
    return variant;
  }

  async function body(entry: Entry, encoding: Encoding): Promise<Buffer> {
    if (encoding === 'identity') return entry.body;
    let encoded = entry.encoded.get(encoding);
    if (!encoded) {
      encoded = compress(entry.body, encoding);
      entry.encoded.set(encoding, encoded);
    }
    return encoded;
  }

  function send(request: IncomingMessage, response: ServerResponse, status: number, payload: Buffer) {
    response.statusCode = status;
    response.setHeader('Content-Length', payload.length);
    response.end(request.method === 'HEAD' ? undefined : payload);
  }

  /**
   * Loads every hashed asset ahead of its first request, compressing any the build did not
   * (one file at a time), so that no visitor waits for a large file to be read or compressed.
   */
  async function warm(): Promise<void> {
    const files = await readdir(join(root, 'assets')).catch(() => [] as string[]);
    for (const name of files) {
      if (Object.values(PRECOMPRESSED).some((suffix) => name.endsWith(suffix))) continue;
      const entry = await load(`/assets/${name}`);
      if (!entry || !isCompressible(entry.contentType) || entry.body.length < MIN_COMPRESSED_SIZE) continue;
      await body(entry, 'br');
      await body(entry, 'gzip');
    }
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://site');
    let urlPath: string;
    try {
      urlPath = decodeURIComponent(url.pathname);
    } catch {
      urlPath = '';
    }
    const secure = (styleHashes: readonly string[] = []) => {
      for (const [name, value] of Object.entries(securityHeaders(options, urlPath, styleHashes))) {
        response.setHeader(name, value);
      }
    };
    secure();
    if (request.method === 'POST' && urlPath === CSP_REPORT_PATH) {
      await logViolation(request);
      response.statusCode = 204;
      response.end();
      return;
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.setHeader('Allow', 'GET, HEAD');
      response.setHeader('Content-Type', 'text/plain; charset=utf-8');
      return send(request, response, 405, Buffer.from('Method Not Allowed\n'));
    }
    if (urlPath === '' || urlPath.includes('\0')) {
      response.setHeader('Content-Type', 'text/plain; charset=utf-8');
      return send(request, response, 400, Buffer.from('Bad Request\n'));
    }

    let entry = urlPath === '/' ? null : await load(urlPath);
    const isPage = !entry && (urlPath === '/' || isAppRoute(urlPath));
    if (isPage) entry = await appPage(request, url);
    if (!entry) {
      response.setHeader('Content-Type', 'text/plain; charset=utf-8');
      response.setHeader('Cache-Control', REVALIDATE);
      return send(request, response, 404, Buffer.from('Not Found\n'));
    }

    secure(entry.styleHashes);
    response.setHeader('Content-Type', entry.contentType);
    response.setHeader('Cache-Control', entry.cacheControl);
    response.setHeader('ETag', entry.etag);
    response.setHeader('Last-Modified', entry.lastModified);
    const compressible = isCompressible(entry.contentType) && entry.body.length >= MIN_COMPRESSED_SIZE;
    const varies = [
      ...(isPage ? ['User-Agent', 'Cookie', 'Accept-Language'] : []),
      ...(compressible ? ['Accept-Encoding'] : []),
    ];
    if (varies.length > 0) response.setHeader('Vary', varies.join(', '));

    const ifNoneMatch = request.headers['if-none-match'] ?? '';
    if (ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === entry.etag)) {
      response.statusCode = 304;
      response.end();
      return;
    }
    const encoding = compressible ? negotiateEncoding(request.headers['accept-encoding']) : 'identity';
    if (encoding !== 'identity') response.setHeader('Content-Encoding', encoding);
    return send(request, response, 200, await body(entry, encoding));
  }

  return { handle, warm };
}
