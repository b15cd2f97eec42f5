import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { runtimeConfigSource } from './runtime-config-source';
import { createSite, type SiteOptions } from './static-site';

export interface WebServerOptions extends Omit<SiteOptions, 'apiOrigin' | 'runtimeConfig'> {
  port: number;
  host: string;
  /**
   * Whether to read the API's configuration and give it with env.js (default: when the build has
   * first-paint files, as the customer app's has).
   */
  readApiConfig?: boolean;
}

export interface RunningWebServer {
  url: string;
  /** Settles once every hashed asset is compressed ahead of its first request. */
  warmed: Promise<void>;
  close(): Promise<void>;
}

/** Starts the server; port 0 takes a free port (tests). */
export async function startWebServer(options: WebServerOptions): Promise<RunningWebServer> {
  // The customer app's build writes first-paint/ and its pages use the API's configuration; the
  // back-office's, served by this same server, has no use for it.
  const readApiConfig = options.readApiConfig ?? existsSync(join(options.root, 'first-paint'));
  const runtimeConfig = readApiConfig ? runtimeConfigSource(options) : undefined;
  const site = createSite({ ...options, apiOrigin: new URL(options.apiUrl).origin, runtimeConfig });
  const server = createServer((request, response) => {
    site.handle(request, response).catch((error: unknown) => {
      console.error('web server error', error);
      if (!response.headersSent) response.statusCode = 500;
      response.end();
    });
  });
  // Slow clients cannot hold sockets for ever.
  server.requestTimeout = 30_000;
  server.headersTimeout = 10_000;
  await new Promise<void>((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolveListen());
  });
  const warmed = site
    .warm()
    .catch((error: unknown) => console.error('web server: compressing the assets ahead failed', error));
  const { port } = server.address() as AddressInfo;
  const host = options.host.includes(':') ? `[${options.host}]` : options.host;
  return {
    url: `http://${host}:${port}`,
    warmed,
    close: () =>
      new Promise((resolveClose) => {
        runtimeConfig?.close();
        server.close(() => resolveClose());
        server.closeAllConnections();
      }),
  };
}
