/**
 * The production web server of the built app: static files with the security headers, the
 * cache rules and compression, the app's routes answered with index.html (mobile.html, the
 * mobile notice alone, on phones and tablets), and /env.js giving
 * the app the API's address (API_URL) so one build serves every environment.
 *
 *   WEB_PORT (8080), WEB_HOST (localhost), API_URL (http://localhost:8081), WEB_DIST (apps/web/dist),
 *   WEB_ERROR_REPORTING_DSN (none: no error reports; a Sentry-protocol DSN, allowed by the CSP),
 *   WEB_HSTS, WEB_HSTS_MAX_AGE, WEB_HSTS_INCLUDE_SUBDOMAINS (hsts.ts: on by default with NODE_ENV=production).
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { hstsFromEnv } from './hsts';
import { startWebServer } from './web-server';

const root = resolve(process.env.WEB_DIST ?? resolve(import.meta.dirname, '../dist'));
if (!existsSync(resolve(root, 'index.html'))) {
  console.error(`The web app is not built (${root}/index.html is missing): run npm run build first.`);
  process.exit(1);
}

const hsts = (() => {
  try {
    return hstsFromEnv(process.env);
  } catch (error) {
    console.error(`Invalid configuration: ${(error as Error).message}`);
    process.exit(1);
  }
})();

const errorReportingDsn = process.env.WEB_ERROR_REPORTING_DSN || undefined;
if (errorReportingDsn && !URL.canParse(errorReportingDsn)) {
  console.error('Invalid configuration: WEB_ERROR_REPORTING_DSN must be a URL (a Sentry-protocol DSN).');
  process.exit(1);
}

const server = await startWebServer({
  errorReportingDsn,
  root,
  apiUrl: process.env.API_URL ?? 'http://localhost:8081',
  hsts,
  port: Number(process.env.WEB_PORT ?? 8080),
  host: process.env.WEB_HOST ?? 'localhost',
});
console.info(`Web app on ${server.url} (API ${process.env.API_URL ?? 'http://localhost:8081'})`);

const stop = () => server.close().then(() => process.exit(0));
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
