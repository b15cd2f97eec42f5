import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { runtimeConfigSource } from './runtime-config-source';
import { createSite, type SiteOptions } from './static-site';

export interface WebServerOptions extends Omit<SiteOptions, 'apiOrigin' | 'runtimeConfig'> {
  port: number;
  host: string;
  /** Whether to read the API's configuration and give it with env.js (default: yes). */
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
  const runtimeConfig = options.readApiConfig === false ? undefined : runtimeConfigSource(options);
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
