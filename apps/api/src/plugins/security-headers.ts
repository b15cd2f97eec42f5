import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The security headers of every answer. The API answers data, never a page to render: should
 * an answer be opened as a document (a link, a frame), the browser runs nothing of it, loads
 * nothing for it, sends no form from it and lets no page frame it.
 */
export const API_SECURITY_HEADERS: Readonly<HelmetOptions> = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'none'"],
      baseUri: ["'none'"],
      formAction: ["'none'"],
      frameAncestors: ["'none'"],
    },
  },
  frameguard: { action: 'deny' },
  crossOriginResourcePolicy: { policy: 'same-site' },
};

interface HeaderSet {
  set: [name: string, value: string][];
  removed: string[];
}

/**
 * What helmet writes on an answer with these options, asked of helmet once: it builds its
 * middleware and parses the policy on each call, and none of these headers depends on the request.
 */
function headerSetOf(options: Readonly<HelmetOptions>): HeaderSet {
  const headers: HeaderSet = { set: [], removed: [] };
  const recorder = {
    setHeader: (name: string, value: string) => headers.set.push([name, value]),
    removeHeader: (name: string) => headers.removed.push(name),
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

async function securityHeaders(app: FastifyInstance) {
  const { set, removed } = headerSetOf(API_SECURITY_HEADERS);
  // On the raw answer, as helmet itself writes them: the same headers, in the same order.
  app.addHook('onRequest', (_request, reply, done) => {
    const raw = reply.raw;
    for (const [name, value] of set) raw.setHeader(name, value);
    for (const name of removed) raw.removeHeader(name);
    done();
  });
}

/**
 * The OpenAPI page's own policy (served at /docs outside production, or when API_DOCS asks):
 * its scripts and the document it reads come from the API itself, no script inline, and nothing
 * frames it. Swagger UI adds a <style> element of its own as it renders, so its styles may be
 * inline (a style runs no code; the page holds no one's data). Its logo and icons are data: images.
 */
export const DOCS_PAGE_CSP = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

export default fp(securityHeaders, { name: 'security-headers' });
