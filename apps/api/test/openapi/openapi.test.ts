import {
  API_AUDIENCES,
  API_ROUTES,
  type ApiAudience,
  BACKOFFICE_ROUTE_ROLES,
  type RouteContract,
  StatusReportEventSchema,
} from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { schemaNamed } from '../../src/plugins/api-docs/component-names';
import type { HttpCustomer } from '../helpers/http-customer';
import { openApiOperations, operationKey } from '../helpers/route-list';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { HIDDEN_ROUTES, ROUTE_MATRIX, type RouteKind } from '../isolation/route-matrix';
import { type OpenApiDocument, type OpenApiOperation, operationsOf } from './document-reading';

/**
 * Each audience's OpenAPI document, read from a real server: every operation of the API is in
 * one of them, says what it does and lists every refusal it can answer, and every example in
 * them is valid against its schema. A new operation needs only its contract's `doc`.
 */
let t: TestApp;
let origin: string;
const documents = new Map<ApiAudience, OpenApiDocument>();

beforeAll(async () => {
  t = await createTestApp();
  origin = await t.app.listen({ host: '127.0.0.1', port: 0 });
  for (const audience of API_AUDIENCES) {
    const response = await fetch(`${origin}/docs/${audience}/openapi.json`);
    expect(response.status, audience).toBe(200);
    documents.set(audience, (await response.json()) as OpenApiDocument);
  }
}, 60_000);
afterAll(async () => t?.close());

const contractOf = (key: string): RouteContract | undefined =>
  (API_ROUTES as Record<string, RouteContract>)[key];

/** The matrix's kinds that need a credential: a session, a cookie, a device key, a service's token. */
const SIGNED_IN_KINDS: readonly RouteKind[] = ['owned', 'own-data', 'device', 'service', 'operator'];

/** The kinds whose credential is a security scheme (a device signs its body instead). */
const SESSION_KINDS: readonly RouteKind[] = ['owned', 'own-data', 'service', 'operator'];
/** Where a credential is obtained: no scheme to present yet. */
const SIGN_IN_OPERATIONS = ['POST /backoffice/session', 'POST /partner/v1/oauth/token'];

/** Stands for any customer in the matrix's calls: every member is itself, every text "placeholder". */
const anyCustomer: HttpCustomer = new Proxy(() => undefined, {
  get: (_target, member) => (member === Symbol.toPrimitive ? () => 'placeholder' : anyCustomer),
  apply: () => anyCustomer,
}) as unknown as HttpCustomer;

/** Whether the ownership matrix (which calls the real server) finds the operation refused to an anonymous caller. */
function refusesAnonymous(key: string): boolean {
  const entry = ROUTE_MATRIX[key] ?? HIDDEN_ROUTES[key];
  if (!entry) return false;
  const byDefault = SIGNED_IN_KINDS.includes(entry.kind) ? [401] : [];
  return entry.calls(anyCustomer, anyCustomer).some((call) => (call.anonymous ?? byDefault).includes(401));
}

/** The refusals an operation answers, by what the server itself shows of it. */
function refusalsAnswered(key: string, audience: ApiAudience): number[] {
  const [method = '', path = ''] = key.split(' ');
  const contract = contractOf(key);
  const registered = t.app.registeredRoutes.find(
    (route) => route.method === method && route.url.replace(/:(\w+)/g, '{$1}') === path,
  );
  const statuses: number[] = [];
  if (contract?.body || contract?.query || registered?.upload) statuses.push(422);
  if (refusesAnonymous(key)) statuses.push(401);
  const roleRestricted = Object.hasOwn(BACKOFFICE_ROUTE_ROLES, key);
  const scopeRestricted = audience === 'partner' && key !== 'POST /partner/v1/oauth/token';
  if (roleRestricted || scopeRestricted) statuses.push(403);
  if (path.includes('{')) statuses.push(404);
  if (registered?.rateLimited) statuses.push(429);
  if (registered?.upload) statuses.push(413, 415);
  return statuses;
}

describe('the documentation index', () => {
  it('links each audience’s page and JSON document', async () => {
    const response = await fetch(`${origin}/docs`);
    expect(response.status).toBe(200);
    const page = await response.text();
    for (const audience of API_AUDIENCES) {
      expect(page).toContain(`href="/docs/${audience}"`);
      expect(page).toContain(`href="/docs/${audience}/openapi.json"`);
      expect((await fetch(`${origin}/docs/${audience}`, { redirect: 'manual' })).status).toBeLessThan(400);
    }
  });
});

describe("the audiences' documents", () => {
  it('hold every operation of the API once, each in its own audience’s document', () => {
    const seen = new Map<string, ApiAudience[]>();
    for (const [audience, document] of documents) {
      for (const { key } of operationsOf(document)) seen.set(key, [...(seen.get(key) ?? []), audience]);
    }
    const twice = [...seen].filter(([, audiences]) => audiences.length > 1);
    expect(twice).toEqual([]);
    const everyOperation = openApiOperations(t.app).map(operationKey).sort();
    expect(everyOperation.length).toBeGreaterThan(50);
    expect([...seen.keys()].sort()).toEqual(everyOperation);
    expect(seen.get('POST /bank-feed/transfers')).toEqual(['bank-feed']);
    expect(seen.get('GET /backoffice/cases')).toEqual(['backoffice']);
    expect(seen.get('POST /partner/v1/signup-requests')).toEqual(['partner']);
    expect(seen.get('PUT /companies/{companyId}')).toEqual(['customer']);
  });

  it('name nothing of another audience: no foreign schema, credential or path', () => {
    const partner = JSON.stringify(documents.get('partner'));
    expect(partner).not.toContain('/backoffice/');
    expect(partner).not.toContain('operatorSession');
    expect(partner).not.toContain('CompanyReply');
    const customer = JSON.stringify(documents.get('customer'));
    expect(customer).not.toContain('partnerOAuth');
    expect(customer).not.toContain('bankFeed');
  });

  for (const audience of API_AUDIENCES) {
    describe(audience, () => {
      it('gives every operation a summary and a description', () => {
        const missing = operationsOf(documents.get(audience)).filter(
          ({ operation }) => !operation.summary?.trim() || !operation.description?.trim(),
        );
        expect(missing.map(({ key }) => key)).toEqual([]);
      });

      it('lists every refusal an operation answers, with the shared error bodies', () => {
        const document = documents.get(audience) as OpenApiDocument;
        const lacking = operationsOf(document).flatMap(({ key, operation }) =>
          refusalsAnswered(key, audience)
            .filter((status) => !operation.responses[String(status)])
            .map((status) => `${key}: ${status}`),
        );
        expect(lacking).toEqual([]);
        for (const response of Object.values(document.components.responses ?? {})) {
          const schema = (response as OpenApiOperation['responses'][string]).content?.['application/json']
            ?.schema;
          expect([
            '#/components/schemas/ErrorReply',
            '#/components/schemas/ValidationErrorReply',
            '#/components/schemas/ScaRequiredReply',
          ]).toContain((schema as { $ref?: string }).$ref);
        }
      });

      it('documents its credential and the spec’s headers', () => {
        const document = documents.get(audience) as OpenApiDocument;
        for (const { key, operation } of operationsOf(document)) {
          const kind = ROUTE_MATRIX[key]?.kind;
          if (
            kind &&
            SESSION_KINDS.includes(kind) &&
            refusesAnonymous(key) &&
            !SIGN_IN_OPERATIONS.includes(key)
          ) {
            expect(operation.security?.length ?? 0, key).toBeGreaterThan(0);
          }
          expect(JSON.stringify(operation.parameters), key).toContain('#/components/parameters/Language');
        }
        const schemes = Object.keys(document.components.securitySchemes ?? {});
        expect(schemes.length).toBeGreaterThan(0);
      });

      it('gives only examples that its schemas accept', () => {
        const document = documents.get(audience) as OpenApiDocument;
        const examples = examplesOf(document);
        expect(examples.length).toBeGreaterThan(0);
        for (const { where, schema, example } of examples) {
          expect(schema, where).toBeDefined();
          const parsed = schema?.safeParse(example);
          expect(parsed?.error?.issues ?? [], where).toEqual([]);
        }
      });
    });
  }

  it('describes uploads as multipart forms with their files', () => {
    const uploads = operationsOf(documents.get('customer')).filter(({ key }) =>
      t.app.registeredRoutes.some(
        (route) =>
          route.upload &&
          operationKey({ method: route.method, path: route.url.replace(/:(\w+)/g, '{$1}') }) === key,
      ),
    );
    expect(uploads.length).toBeGreaterThan(3);
    for (const { key, operation } of uploads) {
      expect(Object.keys(operation.requestBody?.content ?? {}), key).toEqual(['multipart/form-data']);
    }
  });

  it("gives the partner the status reports' shape and signature as a webhook", () => {
    const webhook = documents.get('partner')?.webhooks?.statusReport?.post;
    expect(JSON.stringify(webhook?.parameters)).toContain('X-Signature');
    const media = webhook?.requestBody?.content?.['application/json'];
    expect(media?.schema).toEqual({ $ref: '#/components/schemas/StatusReportEvent' });
    expect(StatusReportEventSchema.safeParse(media?.example).success).toBe(true);
    expect(documents.get('partner')?.components.schemas?.StatusReportEvent).toBeDefined();
  });
});

/** Every example of the document with the schema it claims to follow: a component's, or the contract's body. */
function examplesOf(document: OpenApiDocument) {
  const found: { where: string; schema: z.ZodType | undefined; example: unknown }[] = [];
  const visit = (value: unknown, where: string) => {
    if (Array.isArray(value)) {
      for (const [index, item] of value.entries()) visit(item, `${where}[${index}]`);
    } else if (value && typeof value === 'object') {
      const media = value as { schema?: { $ref?: string }; example?: unknown };
      if (media.example !== undefined && media.schema?.$ref) {
        const component = media.schema.$ref.replace('#/components/schemas/', '');
        found.push({ where, schema: schemaNamed(component), example: media.example });
      }
      for (const [name, child] of Object.entries(value)) visit(child, `${where}.${name}`);
    }
  };
  visit({ paths: document.paths, webhooks: document.webhooks, responses: document.components.responses }, '');
  for (const { key, operation } of operationsOf(document)) {
    const example = operation.requestBody?.content?.['application/json']?.example;
    if (example !== undefined) found.push({ where: `${key} body`, schema: contractOf(key)?.body, example });
  }
  return found;
}
