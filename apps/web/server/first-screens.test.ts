import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import type { RuntimeConfigReply } from '@app/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_RUNTIME_CONFIG } from '../src/lib/runtime-config';
import { runtimeConfigSource } from './runtime-config-source';
import { type RunningWebServer, startWebServer } from './web-server';

// The web server reads the API's configuration and gives it with env.js, and writes the first
// lines of the home page and of the mobile notice into their page's first paint. The API here is a
// stand-in on a free port: these tests need it to answer wrongly, slowly or not at all, which the
// real one does not do on demand (the browser tests run the real one).

const COMPUTER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const SHELL =
  '<header></header><!--first-screen--><main class="shell__main">skeleton</main><!--/first-screen-->';
const page = (entry: string) =>
  `<!doctype html><html><head><script src="/env.js"></script></head><body><div id="root"><div class="shell">${SHELL}</div><!--first-paint--></div><script type="module" src="/assets/${entry}.js"></script></body></html>`;
const INDEX = page('main-abc123');
const MOBILE = page('mobile-abc123');
const home = (language: string) =>
  `<main lang="${language}" inert><h1>home ${language}</h1><p>%BRAND_NAME% with %BANK_NAME%</p></main>`;
const notice = (language: string) => `<main lang="${language}" inert><p>notice ${language}</p></main>`;

// A configuration the contract accepts, with names that must be escaped in a page.
const CONFIG: RuntimeConfigReply = {
  ...DEFAULT_RUNTIME_CONFIG,
  brand: { ...DEFAULT_RUNTIME_CONFIG.brand, name: 'Santé & <Cie>', bankName: 'Banque "Partenaire"' },
  features: { ...DEFAULT_RUNTIME_CONFIG.features, signupRequest: true, forcedLogin: false },
};

/** What the stand-in API answers to GET /config, changed by each test. */
let answer: { status: number; body: unknown } = { status: 200, body: CONFIG };
let api: Server;
let apiUrl: string;

beforeAll(async () => {
  api = createServer((request, response) => {
    if (request.url !== '/v1/config') {
      response.statusCode = 404;
      response.end();
      return;
    }
    response.statusCode = answer.status;
    response.setHeader('Content-Type', 'application/json');
    response.end(JSON.stringify(answer.body));
  });
  await new Promise<void>((done) => api.listen(0, '127.0.0.1', done));
  apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}/v1`;
});

afterAll(() => new Promise<void>((done) => api.close(() => done())));

afterEach(() => {
  answer = { status: 200, body: CONFIG };
  vi.restoreAllMocks();
});

/** A build with its pages and the first-paint files in three languages. */
function buildFolder(): string {
  const dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
  mkdirSync(join(dist, 'first-paint'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), INDEX);
  writeFileSync(join(dist, 'mobile.html'), MOBILE);
  for (const language of ['fr', 'en', 'de']) {
    writeFileSync(join(dist, 'first-paint', `home.${language}.html`), `${home(language)}\n`);
    writeFileSync(join(dist, 'first-paint', `mobile-notice.${language}.html`), `${notice(language)}\n`);
  }
  return dist;
}

async function get(url: string, headers: Record<string, string> = {}) {
  const response = await fetch(url, { headers });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

/** The settings env.js gives the app, as the browser would run it. */
async function envOf(server: RunningWebServer) {
  const window: { __ENV__?: { apiUrl: string; config?: RuntimeConfigReply } } = {};
  runInNewContext((await get(`${server.url}/env.js`)).text, { window });
  return window.__ENV__;
}

describe("the API's configuration on the web server", () => {
  let dist: string;
  let server: RunningWebServer | undefined;

  beforeAll(() => {
    dist = buildFolder();
  });
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  const start = async () => {
    server = await startWebServer({ root: dist, apiUrl, hsts: null, port: 0, host: '127.0.0.1' });
    return server;
  };

  it('is given with env.js as the API gave it, so the app starts without asking for it', async () => {
    const web = await start();
    await vi.waitFor(async () => expect((await envOf(web))?.config).toEqual(CONFIG));
    expect(await envOf(web)).toEqual({ apiUrl, config: CONFIG });
    // Its text cannot close an element if it ever ends up in a page.
    expect((await get(`${web.url}/env.js`)).text).not.toContain('<');
  });

  it("is not read for a build without first-paint files (the back-office's)", async () => {
    const backOffice = mkdtempSync(join(tmpdir(), 'web-dist-'));
    writeFileSync(join(backOffice, 'index.html'), INDEX);
    const other = await startWebServer({
      root: backOffice,
      apiUrl,
      hsts: null,
      port: 0,
      host: '127.0.0.1',
    });
    try {
      await new Promise((wait) => setTimeout(wait, 100));
      expect(await envOf(other)).toEqual({ apiUrl });
    } finally {
      await other.close();
      rmSync(backOffice, { recursive: true, force: true });
    }
  });

  it('is left out when the API answers something else than its contract, or an error', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    for (const wrong of [
      { status: 200, body: { ...CONFIG, features: { help: 'yes' } } },
      { status: 503, body: CONFIG },
    ]) {
      answer = wrong;
      const source = runtimeConfigSource({ apiUrl });
      await source.firstAttempt;
      expect(source.current(), JSON.stringify(wrong.body).slice(0, 40)).toBeNull();
      source.close();
    }
    const web = await start();
    expect(await envOf(web)).toEqual({ apiUrl });
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('could not be read'));
  });

  it('keeps the last good configuration while the API cannot be reached, and takes a new one', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const source = runtimeConfigSource({ apiUrl, refreshMs: 20 });
    await source.firstAttempt;
    answer = { status: 500, body: {} };
    await new Promise((wait) => setTimeout(wait, 80));
    expect(source.current()).toEqual(CONFIG);
    const renamed = { ...CONFIG, brand: { ...CONFIG.brand, name: 'Nouvelle marque' } };
    answer = { status: 200, body: renamed };
    await vi.waitFor(() => expect(source.current()).toEqual(renamed));
    source.close();
  });
});

describe('the first lines of a screen in the first paint', () => {
  let dist: string;
  let web: RunningWebServer;

  beforeAll(async () => {
    dist = buildFolder();
    web = await startWebServer({ root: dist, apiUrl, hsts: null, port: 0, host: '127.0.0.1' });
    await vi.waitFor(async () => expect((await envOf(web))?.config).toBeDefined());
  });
  afterAll(async () => {
    await web.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const visit = (path: string, headers: Record<string, string> = {}) =>
    get(`${web.url}${path}`, { 'user-agent': COMPUTER, ...headers });
  const withScreen = (html: string, screen: string) =>
    html.replace(/<!--first-screen-->.*<!--\/first-screen-->/, screen);

  it("replace the skeleton of the home page, in the visitor's language, with the brand's names escaped", async () => {
    const answer = await visit('/', { 'accept-language': 'de-DE,de;q=0.9' });
    const lines = home('de')
      .replace('%BRAND_NAME%', 'Santé &amp; &lt;Cie&gt;')
      .replace('%BANK_NAME%', 'Banque &quot;Partenaire&quot;');
    expect(answer.text).toBe(withScreen(INDEX, lines));
    expect(answer.text).not.toContain('skeleton');
  });

  it('replace the skeleton of the mobile notice on a phone, on every route but its legal notice', async () => {
    const phone = { 'user-agent': PHONE, 'accept-language': 'en' };
    expect((await visit('/signup', phone)).text).toBe(withScreen(MOBILE, notice('en')));
    expect((await visit('/legal-notice', phone)).text).toBe(MOBILE);
  });

  it('are not written where the app shows something else first', async () => {
    // A link's parameters are handled before the home page shows; another route has its own screen.
    for (const path of ['/?token=abc', '/?signup-request=1f0c', '/signup']) {
      expect((await visit(path)).text, path).toBe(INDEX);
    }
  });

  it('have a version of their own per language, answered 304 to its tag', async () => {
    const [french, english] = await Promise.all([
      visit('/', { 'accept-language': 'fr' }),
      visit('/', { 'accept-language': 'en' }),
    ]);
    expect(french.headers.get('etag')).not.toBe(english.headers.get('etag'));
    const again = await visit('/', {
      'accept-language': 'en',
      'if-none-match': String(english.headers.get('etag')),
    });
    expect(again.status).toBe(304);
  });
});

describe('the home page without the API configuration', () => {
  it('keeps its skeleton when the names are unknown, or when signing in comes first', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const dist = buildFolder();
    const forcedLogin = { ...CONFIG, features: { ...CONFIG.features, forcedLogin: true } };
    for (const config of [null, forcedLogin]) {
      answer = config ? { status: 200, body: config } : { status: 500, body: {} };
      const web = await startWebServer({ root: dist, apiUrl, hsts: null, port: 0, host: '127.0.0.1' });
      try {
        if (config) await vi.waitFor(async () => expect((await envOf(web))?.config).toEqual(config));
        else await vi.waitFor(() => expect(warn).toHaveBeenCalled());
        const answerPage = await get(`${web.url}/`, { 'user-agent': COMPUTER });
        expect(answerPage.text, String(Boolean(config))).toBe(INDEX);
      } finally {
        await web.close();
      }
    }
    rmSync(dist, { recursive: true, force: true });
  });
});
