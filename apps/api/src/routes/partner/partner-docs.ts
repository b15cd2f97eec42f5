import swaggerUi from '@fastify/swagger-ui';
import type { App } from '../../types';

interface OpenApiDocument {
  info?: Record<string, unknown>;
  paths?: Record<string, unknown>;
}

/**
 * The partner API's own OpenAPI page (/docs/partner): the same generated document as /docs,
 * keeping only the /partner/v1 operations, so the insurer reads nothing of the customer API.
 */
export default async function partnerDocs(app: App) {
  if (!app.deps.config.apiDocs) return;
  await app.register(swaggerUi, {
    routePrefix: '/docs/partner',
    transformSpecification: (document) => {
      const spec = document as OpenApiDocument;
      return {
        ...spec,
        info: { title: 'Partner API (insurer)', version: '1.0.0', description: 'See docs/partner-api.md.' },
        paths: Object.fromEntries(
          Object.entries(spec.paths ?? {}).filter(([path]) => path.startsWith('/partner/v1/')),
        ),
      };
    },
  });
}
