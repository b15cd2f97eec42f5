import { API_AUDIENCES, type ApiAudience, routeKeyOf } from '@app/domain';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { OPERATOR_COOKIE } from '../operator-auth';
import { DOCS_PAGE_CSP } from '../security-headers';
import { audienceDocument } from './audience-document';
import './component-names';
import { documentOperations, type OpenApiDocument } from './document-operations';
import { docsIndexPage } from './index-page';
import { type RouteFacts, routeFacts } from './route-facts';

const DOCS_PREFIX = '/docs';
const docsPagePolicy = Object.entries(DOCS_PAGE_CSP)
  .map(([directive, sources]) => `${directive} ${sources.join(' ')}`)
  .join('; ');

/**
 * The OpenAPI documents, generated from the routes' schemas and the contract table: the whole
 * API's (`app.swagger()`, what the tests list the routes from) and, when API_DOCS allows, one
 * page and one JSON document per audience under /docs, with an index at /docs.
 */
async function apiDocs(app: FastifyInstance) {
  const factsByKey = new Map<string, RouteFacts>();

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Account opening API', version: '1.0.0' },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', description: "The customer's session token." },
          operatorSession: {
            type: 'apiKey',
            in: 'cookie',
            name: OPERATOR_COOKIE,
            description: "The operator's session cookie, set by `POST /backoffice/session`.",
          },
          // The bank's core system on /bank-feed (BANK_FEED_TOKEN), never a customer's session.
          bankFeed: { type: 'http', scheme: 'bearer', description: "The bank feed's service credential." },
          // The insurer's systems on /partner/v1 (docs/partner-api.md).
          partnerOAuth: {
            type: 'oauth2',
            description:
              'OAuth 2.0 client credentials: the partner client id and secret, with the scopes it needs.',
            flows: {
              clientCredentials: {
                tokenUrl: '/partner/v1/oauth/token',
                scopes: {
                  'requests:write': 'Create pre-filled signup requests',
                  'requests:read': 'Read own signup requests',
                  'events:read': 'Read status reports',
                },
              },
            },
          },
        },
      },
    },
    transform: (input) => {
      for (const method of [input.route.method].flat()) {
        if (method === 'HEAD') continue;
        const key = routeKeyOf(method, input.url);
        factsByKey.set(key, routeFacts(app, input.route, key));
      }
      return jsonSchemaTransform(input);
    },
    transformObject: (input) =>
      documentOperations(jsonSchemaTransformObject(input) as unknown as OpenApiDocument, factsByKey) as never,
  });

  // Served in production only when API_DOCS asks for it (the production start keeps it off by default).
  if (!app.deps.config.apiDocs) return;
  const documents = new Map<ApiAudience, OpenApiDocument>();
  const documentOf = (audience: ApiAudience) => {
    let document = documents.get(audience);
    if (!document) {
      document = audienceDocument(app.swagger() as unknown as OpenApiDocument, audience);
      documents.set(audience, document);
    }
    return document;
  };

  for (const audience of API_AUDIENCES) {
    const routePrefix = `${DOCS_PREFIX}/${audience}`;
    // A scope each: the page's plugin decorates the instance it is registered on.
    await app.register(async (scope) => {
      await scope.register(swaggerUi, {
        routePrefix,
        staticCSP: DOCS_PAGE_CSP,
        transformSpecification: () => documentOf(audience),
        transformSpecificationClone: false,
        uiConfig: {
          docExpansion: 'list',
          deepLinking: true,
          defaultModelsExpandDepth: 0,
          displayRequestDuration: true,
        },
      });
      scope.get(`${routePrefix}/openapi.json`, { schema: { hide: true } }, async (_request, reply) => {
        reply.header('content-security-policy', docsPagePolicy);
        return documentOf(audience);
      });
    });
  }
  for (const url of [DOCS_PREFIX, `${DOCS_PREFIX}/`]) {
    app.get(url, { schema: { hide: true } }, async (_request, reply) =>
      reply
        .header('content-security-policy', docsPagePolicy)
        .type('text/html; charset=utf-8')
        .send(docsIndexPage(DOCS_PREFIX)),
    );
  }
}

export default fp(apiDocs, { name: 'api-docs' });
