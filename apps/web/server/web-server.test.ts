import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { compress } from './compression';
import { hstsFromEnv } from './hsts';
import { precompress } from './precompress';
import { type RunningWebServer, startWebServer } from './web-server';

// The real compression, counted: a request that finds its asset compressed ahead compresses nothing.
vi.mock('./compression', async (importOriginal) => {
  const original = await importOriginal<typeof import('./compression')>();
  return { ...original, compress: vi.fn(original.compress) };
});

const API_URL = 'https://api.example.test:8443/v1';
const INDEX = `<!doctype html><html><head><script src="/env.js"></script></head><body><div id="root"></div><script type="module" src="/assets/main-abc123.js"></script></body></html>`;
const MOBILE = INDEX.replace('main-abc123', 'mobile-abc123');
const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const COMPUTER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});`;

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A raw request (fetch would decompress and hide Content-Encoding). */
function get(url: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  return new Promise((resolveAnswer, reject) => {
    const req = httpRequest(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolveAnswer({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

/** "a b; c d" -> { a: ['b'], c: ['d'] } */
function parseCsp(header: string): Record<string, string[]> {
  return Object.fromEntries(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

/** A build folder of a test's own: its index page and the entry script. */
function buildFolder(index: string): string {
  const dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), index);
  writeFileSync(join(dist, 'assets', 'main-abc123.js'), SCRIPT);
  return dist;
}

/**
 * A server as on a workstation (no HSTS), on a free port. No API answers here, even for a build
 * with first-paint files: its configuration is tested apart (first-screens.test.ts).
 */
const startLocalServer = (root: string) =>
  startWebServer({
    root,
    apiUrl: API_URL,
    hsts: hstsFromEnv({ NODE_ENV: 'development' }),
    port: 0,
    host: '127.0.0.1',
    readApiConfig: false,
  });

let root: string;
let server: RunningWebServer;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'web-dist-'));
  mkdirSync(join(root, 'assets'));
  mkdirSync(join(root, 'info'));
  writeFileSync(join(root, 'index.html'), INDEX);
  writeFileSync(join(root, 'mobile.html'), MOBILE);
  writeFileSync(join(root, 'assets', 'main-abc123.js'), SCRIPT);
  writeFileSync(join(root, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(root, 'info', 'terms.html'), '<!doctype html><p>terms</p>');
  writeFileSync(join(root, '..', 'secret.txt'), 'outside');
  server = await startWebServer({
    root,
    apiUrl: API_URL,
    hsts: hstsFromEnv({ NODE_ENV: 'production' }),
    port: 0,
    host: '127.0.0.1',
  });
});

afterAll(async () => {
  await server.close();
  rmSync(join(root, '..', 'secret.txt'), { force: true });
  rmSync(root, { recursive: true, force: true });
});

describe('the content security policy', () => {
  it('allows only the app itself and the API: no inline script, no plugin, no framing, no <base>', async () => {
    const answer = await get(`${server.url}/`);
    const csp = parseCsp(String(answer.headers['content-security-policy']));

    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['script-src']).toEqual(["'self'"]);
    for (const directive of ['default-src', 'script-src', 'style-src']) {
      expect(csp[directive]).not.toContain("'unsafe-inline'");
      expect(csp[directive]).not.toContain("'unsafe-eval'");
    }
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'none'"]);
    expect(csp['form-action']).toEqual(["'self'"]);
    expect(csp['connect-src']).toEqual(["'self'", 'https://api.example.test:8443']);
    expect(csp['style-src-attr']).toBeUndefined();
    expect(csp['report-uri']).toEqual(['/csp-report']);
  });

  it('allows the configured error-reporting endpoint only, and gives its DSN with env.js', async () => {
    const reporting = await startWebServer({
      root,
      apiUrl: API_URL,
      hsts: null,
      port: 0,
      host: '127.0.0.1',
      readApiConfig: false,
      errorReportingDsn: 'https://public-key@errors.bank.example:9443/7',
    });
    try {
      const csp = parseCsp(String((await get(`${reporting.url}/`)).headers['content-security-policy']));
      expect(csp['connect-src']).toEqual([
        "'self'",
        'https://api.example.test:8443',
        'https://errors.bank.example:9443',
      ]);
      expect(csp['default-src']).toEqual(["'self'"]);
      expect(String((await get(`${reporting.url}/env.js`)).body)).toContain(
        '"errorReportingDsn":"https://public-key@errors.bank.example:9443/7"',
      );
    } finally {
      await reporting.close();
    }
    // Without one, no other origin, and nothing in env.js.
    expect(String((await get(`${server.url}/env.js`)).body)).not.toContain('errorReportingDsn');
  });

  it('takes the violation reports of browsers and logs them', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const report = { 'csp-report': { 'blocked-uri': 'inline', 'violated-directive': 'script-src-elem' } };
      const answer = await new Promise<number>((resolveStatus, reject) => {
        const req = httpRequest(
          `${server.url}/csp-report`,
          { method: 'POST', headers: { 'content-type': 'application/csp-report' } },
          (res) => {
            res.resume();
            resolveStatus(res.statusCode ?? 0);
          },
        );
        req.on('error', reject);
        req.end(JSON.stringify(report));
      });
      expect(answer).toBe(204);
      expect(warn).toHaveBeenCalledWith(
        'Content-Security-Policy violation',
        expect.stringContaining('script-src-elem'),
      );
    } finally {
      warn.mockRestore();
    }
  });

  it('is sent on every answer, the app routes, the assets and a 404 alike', async () => {
    for (const path of ['/signup/company', '/assets/main-abc123.js', '/assets/missing.js']) {
      const answer = await get(`${server.url}${path}`);
      expect(parseCsp(String(answer.headers['content-security-policy']))['script-src']).toEqual(["'self'"]);
    }
  });

  it('lets only the static information pages keep their style attributes and be framed by the app', async () => {
    const answer = await get(`${server.url}/info/terms.html`);
    const csp = parseCsp(String(answer.headers['content-security-policy']));
    expect(csp['style-src-attr']).toEqual(["'unsafe-inline'"]);
    expect(csp['frame-ancestors']).toEqual(["'self'"]);
    expect(answer.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
  });
});

describe('the shell styles of a page', () => {
  it('are allowed by their own hash only, on the page that carries them', async () => {
    const css = '.shell { background: #f4f6f8; }';
    const dist = buildFolder(`<!doctype html><html><head><style>${css}</style></head></html>`);
    const shellServer = await startLocalServer(dist);
    try {
      const hash = `'sha256-${createHash('sha256').update(css).digest('base64')}'`;
      for (const path of ['/', '/signup/account']) {
        const csp = parseCsp(
          String((await get(`${shellServer.url}${path}`)).headers['content-security-policy']),
        );
        expect(csp['style-src']).toEqual(["'self'", hash]);
      }
      const asset = await get(`${shellServer.url}/assets/main-abc123.js`);
      expect(parseCsp(String(asset.headers['content-security-policy']))['style-src']).toEqual(["'self'"]);
    } finally {
      await shellServer.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });
});

describe('the other security headers', () => {
  it('forbids sniffing, framing, device features, cross-window access, and sends HSTS in production', async () => {
    const { headers } = await get(`${server.url}/`);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(headers['permissions-policy']).toMatch(/camera=\(\)/);
    expect(headers['permissions-policy']).toMatch(/microphone=\(\), geolocation=\(\), payment=\(\)/);
    expect(headers['strict-transport-security']).toMatch(/^max-age=\d{8,}/);
    expect(headers['x-frame-options']).toBe('DENY');
  });

  it('sends no HSTS outside production (plain HTTP on a workstation)', async () => {
    const local = await startLocalServer(root);
    try {
      expect((await get(`${local.url}/`)).headers['strict-transport-security']).toBeUndefined();
    } finally {
      await local.close();
    }
  });
});

describe('files, routes and caching', () => {
  it('caches hashed assets for good and revalidates index.html, env.js and unhashed files', async () => {
    expect((await get(`${server.url}/assets/main-abc123.js`)).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    for (const path of ['/', '/index.html', '/env.js', '/favicon.svg', '/signup/company']) {
      expect((await get(`${server.url}${path}`)).headers['cache-control'], path).toBe('no-cache');
    }
  });

  it('answers the app routes with index.html, and a missing asset or file with 404', async () => {
    const route = await get(`${server.url}/enrollment/people/3`);
    expect(route.status).toBe(200);
    expect(route.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(route.body.toString()).toBe(INDEX);

    for (const path of ['/assets/gone-123.js', '/assets/chunk', '/missing.png']) {
      const missing = await get(`${server.url}${path}`);
      expect(missing.status, path).toBe(404);
      expect(missing.body.toString()).not.toContain('<html');
    }
  });

  it("gives phones and tablets the mobile notice's page on every app route, computers the app's", async () => {
    for (const path of ['/', '/signup', '/enrollment/people/3', '/legal-notice']) {
      const phone = await get(`${server.url}${path}`, { 'user-agent': PHONE });
      expect(phone.status, path).toBe(200);
      expect(phone.body.toString(), path).toBe(MOBILE);
      // A cache between the two must keep one page per device.
      expect(String(phone.headers.vary), path).toMatch(/\bUser-Agent\b/);
      const computer = await get(`${server.url}${path}`, { 'user-agent': COMPUTER });
      expect(computer.body.toString(), path).toBe(INDEX);
      expect(String(computer.headers.vary), path).toMatch(/\bUser-Agent\b/);
    }
    // A file is the same for all: it does not vary by device.
    const asset = await get(`${server.url}/favicon.svg`, { 'user-agent': PHONE });
    expect(String(asset.headers.vary ?? '')).not.toMatch(/User-Agent/);
  });

  it('gives phones index.html when the build has no mobile page', async () => {
    const dist = buildFolder(INDEX);
    const local = await startLocalServer(dist);
    try {
      expect((await get(`${local.url}/signup`, { 'user-agent': PHONE })).body.toString()).toBe(INDEX);
    } finally {
      await local.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });

  it('gives the API address as env.js, from the setting and not from the build', async () => {
    const answer = await get(`${server.url}/env.js`);
    expect(answer.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(answer.body.toString()).toContain(`window.__ENV__ = {"apiUrl":"${API_URL}"}`);
  });

  it('names the content types, and never serves a file outside the build', async () => {
    expect((await get(`${server.url}/assets/main-abc123.js`)).headers['content-type']).toBe(
      'text/javascript; charset=utf-8',
    );
    expect((await get(`${server.url}/favicon.svg`)).headers['content-type']).toBe('image/svg+xml');
    for (const path of [
      '/../secret.txt',
      '/%2e%2e/secret.txt',
      '/..%2f..%2fsecret.txt',
      '/assets/..%2f..%2fsecret.txt',
    ]) {
      const answer = await get(`${server.url}${path}`);
      expect(answer.body.toString(), path).not.toContain('outside');
    }
  });

  it('compresses with brotli or gzip as the browser accepts, and the bytes come back whole', async () => {
    const url = `${server.url}/assets/main-abc123.js`;
    const br = await get(url, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(br.body.length).toBeLessThan(SCRIPT.length / 10);
    expect(brotliDecompressSync(br.body).toString()).toBe(SCRIPT);

    const gz = await get(url, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(SCRIPT);

    const plain = await get(url, { 'accept-encoding': 'br;q=0, identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(SCRIPT);
  });

  it('compresses every hashed asset ahead, so the first visitor waits for no compression', async () => {
    await server.warmed;
    const before = vi.mocked(compress).mock.calls.length;
    for (const encoding of ['br', 'gzip']) {
      const answer = await get(`${server.url}/assets/main-abc123.js`, { 'Accept-Encoding': encoding });
      expect(answer.headers['content-encoding']).toBe(encoding);
    }
    expect(vi.mocked(compress).mock.calls.length).toBe(before);
    // (Another server of these tests, on the same files, warms its own copies.)
    const compressedScript = vi
      .mocked(compress)
      .mock.calls.filter(([body]) => body.toString() === SCRIPT)
      .map(([, encoding]) => encoding);
    expect(compressedScript).toEqual(expect.arrayContaining(['br', 'gzip']));
  });

  it('answers HEAD with the headers and no body, 304 to a known ETag, and 405 to other methods', async () => {
    const head = await get(`${server.url}/`, {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(Number(head.headers['content-length'])).toBe(Buffer.byteLength(INDEX));
    expect(head.body.length).toBe(0);

    const etag = String(head.headers.etag);
    expect((await get(`${server.url}/`, { 'if-none-match': etag })).status).toBe(304);

    const post = await get(`${server.url}/`, {}, 'POST');
    expect(post.status).toBe(405);
    expect(post.headers.allow).toBe('GET, HEAD');
  });
});

describe('the consent banner in the first paint', () => {
  const PAGE = INDEX.replace(
    '<div id="root"></div>',
    '<div id="root"><div class="shell"></div><!--first-paint--></div>',
  );
  // Long enough to be compressed, as the real banner's page is.
  const banner = (language: string) =>
    `<section lang="${language}" inert>banner ${language} ${'words '.repeat(300)}</section>`;
  const CONSENT = `cookie_consent=${encodeURIComponent(JSON.stringify({ functional: true, analytics: false }))}`;
  let local: RunningWebServer;
  let dist: string;

  beforeAll(async () => {
    dist = buildFolder(PAGE);
    writeFileSync(join(dist, 'mobile.html'), MOBILE);
    mkdirSync(join(dist, 'first-paint'));
    for (const language of ['fr', 'en', 'de']) {
      writeFileSync(join(dist, 'first-paint', `consent-banner.${language}.html`), `${banner(language)}\n`);
    }
    local = await startLocalServer(dist);
  });

  afterAll(async () => {
    await local.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const page = (headers: Record<string, string>) =>
    get(`${local.url}/signup`, { 'user-agent': COMPUTER, ...headers });

  it("is in the page of a visitor who has not answered it, in the browser's first shipped language", async () => {
    for (const [accepted, language] of [
      ['de-DE,de;q=0.9,en;q=0.8', 'de'],
      ['en-GB', 'en'],
      ['es-ES, it;q=0.8', 'fr'],
      ['es, en;q=0.3, de;q=0.7', 'de'],
      ['', 'fr'],
    ] as const) {
      const answer = await page(accepted ? { 'accept-language': accepted } : {});
      expect(answer.body.toString(), accepted).toBe(PAGE.replace('<!--first-paint-->', banner(language)));
      // A cache between two visitors must keep one page per language and per answer.
      expect(String(answer.headers.vary), accepted).toMatch(/\bCookie\b.*\bAccept-Language\b/);
    }
  });

  it('is not in the page once the visitor has answered, nor in the mobile notice', async () => {
    const answered = await page({ 'accept-language': 'en', cookie: `other=1; ${CONSENT}` });
    expect(answered.body.toString()).toBe(PAGE);
    const phone = await get(`${local.url}/signup`, { 'user-agent': PHONE, 'accept-language': 'en' });
    expect(phone.body.toString()).toBe(MOBILE);
    // An unreadable answer is no answer: the app shows the banner, so the page does too.
    const unreadable = await page({ 'accept-language': 'en', cookie: 'cookie_consent=%7Bnope' });
    expect(unreadable.body.toString()).toContain(banner('en'));
  });

  it('has a version of its own per language, compressed whole, and answers 304 to it', async () => {
    const [english, german, answered] = await Promise.all([
      page({ 'accept-language': 'en' }),
      page({ 'accept-language': 'de' }),
      page({ cookie: CONSENT }),
    ]);
    const tags = [english, german, answered].map((answer) => String(answer.headers.etag));
    expect(new Set(tags).size).toBe(3);
    const again = await page({ 'accept-language': 'en', 'if-none-match': String(english.headers.etag) });
    expect(again.status).toBe(304);
    const zipped = await page({ 'accept-language': 'de', 'accept-encoding': 'gzip' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(zipped.body).toString()).toBe(german.body.toString());
  });

  it('leaves the page as built when the build has no banner for the first paint', async () => {
    const bare = buildFolder(PAGE);
    const server = await startLocalServer(bare);
    try {
      expect((await get(`${server.url}/`, { 'accept-language': 'en' })).body.toString()).toBe(PAGE);
    } finally {
      await server.close();
      rmSync(bare, { recursive: true, force: true });
    }
  });
});

describe('the built pages', () => {
  // The CSP refuses inline scripts: the pages the build starts from must have none.
  it.each(['index.html', 'mobile.html', 'companion.html'])('%s has no inline script', (page) => {
    const html = readFileSync(resolve(import.meta.dirname, '..', page), 'utf8');
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes = '', content = ''] of scripts) {
      expect(attributes).toMatch(/\bsrc=/);
      expect(content.trim()).toBe('');
    }
    expect(html).not.toMatch(/\son[a-z]+=/i);
  });
});

describe('the compressed copies written by the build', () => {
  it('are served as they are, and a copy older than its file is not used', async () => {
    const dist = buildFolder(INDEX);
    const stale = `console.log(${JSON.stringify('y'.repeat(4000))});`;
    writeFileSync(join(dist, 'assets', 'other-def456.js'), SCRIPT);
    expect(await precompress(dist)).toMatchObject({ files: 2 });
    // Rebuilt after its copies were written: its copies are out of date.
    writeFileSync(join(dist, 'assets', 'other-def456.js'), stale);
    const later = new Date(Date.now() + 5000);
    utimesSync(join(dist, 'assets', 'other-def456.js'), later, later);
    const site = await startLocalServer(dist);
    try {
      await site.warmed;
      const fresh = await get(`${site.url}/assets/main-abc123.js`, { 'accept-encoding': 'br' });
      expect(fresh.body.equals(readFileSync(join(dist, 'assets', 'main-abc123.js.br')))).toBe(true);
      expect(brotliDecompressSync(fresh.body).toString()).toBe(SCRIPT);
      const rebuilt = await get(`${site.url}/assets/other-def456.js`, { 'accept-encoding': 'gzip' });
      expect(gunzipSync(rebuilt.body).toString()).toBe(stale);
    } finally {
      await site.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
