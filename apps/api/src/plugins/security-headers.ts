import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The security headers of every answer. The API answers data, never a page to render: should
 * an answer be opened as a document (a link, a frame), the browser runs nothing of it, loads
 * nothing for it, sends no form from it and lets no page frame it.
 */
async function securityHeaders(app: FastifyInstance) {
  await app.register(helmet, {
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
