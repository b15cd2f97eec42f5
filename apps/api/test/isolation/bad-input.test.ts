import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validKycAnswers } from '../companies/ready-company';
import { makePdf } from '../documents/fixtures';
import { multipart } from '../documents/multipart';
import { customerFootprint, storedFileHashes } from '../helpers/customer-footprint';
import { buildHttpCustomer, type HttpCustomer } from '../helpers/http-customer';
import { type ApiOperation, openApiOperations, operationKey } from '../helpers/route-list';
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * Every route taking a JSON body gets malformed bodies (wrong types, huge strings, nested
 * garbage, null, arrays, scalars, invalid JSON, another content type) from a signed-in customer
 * naming their own ids: each answer is a 4xx, never a 5xx, and not one row or file is added or
 * changed anywhere.
 */
let t: TestApp;
let c: HttpCustomer;

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_ENABLED: 'false' } });
  c = await buildHttpCustomer(t, { marker: 'Celestin', complete: false });
}, 120_000);
afterAll(async () => t?.close());

const TABLES = [
  'users',
  'sessions',
  'outbox_messages',
  'app_check_used_challenges',
  'vouchers',
  'signup_requests',
  'contact_messages',
  'signup_reminders',
  'companies',
  'representatives',
  'kyc_answers',
  'accounts',
  'documents',
  'sca_tokens',
  'sca_challenges',
  'sca_code_sends',
] as const;

async function rowCounts(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of TABLES) {
    const row = await t.deps.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    counts[table] = Number(row.n);
  }
  return counts;
}

/** The customer's own id for each path parameter, so that the body, not the id, is what fails. */
function urlFor(operation: ApiOperation): string {
  const ids: Record<string, string> = {
    companyId: c.companyId,
    representativeId: c.representativeId,
    mandateId: c.mandateId,
    token_id: c.pendingTokenId,
    challenge_id: c.pendingChallengeId,
    id: c.pendingChallengeId,
    // Back-office decisions (a case is a company) and the customer's document requests.
    caseId: c.companyId,
    documentId: c.companyId,
    requestId: c.companyId,
    // Back-office queues: refused on the body (or the missing session) before the item is read.
    queue: 'contact',
    itemId: 'unknown-item',
    // A deposit's transfer: refused on the body (or the missing session) before it is read.
    transferId: 'unknown-transfer',
    // Back-office operators: refused for the missing session before the operator is read.
    operatorId: 'unknown-operator',
    grantId: 'unknown-grant',
    // A screening hit: refused on the body (or the missing session) before the hit is read.
    hitId: 'unknown-hit',
  };
  return operation.path.replace(/\{([^}]+)\}/g, (_match, name: string) => {
    const id = ids[name];
    if (!id) throw new Error(`no id for {${name}} of ${operationKey(operation)}`);
    return id;
  });
}

interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  anyOf?: JsonSchema[];
  nullable?: boolean;
}

/** A value of another type than the schema asks. */
function wrongType(schema: JsonSchema): unknown {
  switch (schema.type) {
    case 'string':
      return 12345;
    case 'number':
    case 'integer':
      return 'beaucoup';
    case 'boolean':
      return 'oui';
    case 'array':
      return { not: 'a list' };
    case 'object':
      return 'not an object';
    default:
      return { nested: [{ garbage: true }] };
  }
}

const HUGE = 'x'.repeat(100_000);

/** Fields of the company, person and mandate objects, which the routes take as open records. */
const RECORD_FIELDS: Record<string, unknown> = {
  name: 12345,
  legal_form: { code: 'SAS' },
  siret: ['123'],
  address: 'rue',
  capital_amount: { value: 1 },
  number_of_actions: 'beaucoup',
  same_activity_address: 'oui',
  phone: 612345678,
  is_fatca: 'non',
  gender: 'madame',
  first_name: ['Jean'],
  last_name: { value: 'Dupont' },
  birth_date: 19750412,
  birth_address: 'Lyon',
  shareholders_value: 'la moitié',
  is_shareholder: 'oui',
  is_mandatary: 1,
  email: ['a@b.fr'],
  marital_situation_id: 'marié',
  foreign_tax_addresses: 'FR',
};

const HUGE_RECORD: Record<string, unknown> = {
  name: HUGE,
  legal_form: HUGE,
  first_name: HUGE,
  last_name: HUGE,
  email: `${HUGE}@example.test`,
  address: { street: HUGE, zip: HUGE, city: HUGE, country: HUGE },
  shareholders_value: 1e308,
  description: HUGE,
};

const NESTED = {
  address: { street: { a: [null, { b: { c: [[[]]] } }] } },
  birth_address: [[[{}]]],
  foreign_tax_addresses: [{ country: {} }, 'FR', null],
  answers: [{ question_id: {}, answer: { x: [1] } }],
  public_key: { kty: {}, d: 'secret' },
  client_status: [{ crs: [] }],
  code: { $gt: '' },
  token_id: { $ne: null },
};

interface BadBody {
  name: string;
  /** Sent as is, with this content type (JSON text unless said). */
  raw: string;
  contentType?: string;
}

function badBodies(operation: ApiOperation, schema: JsonSchema): BadBody[] {
  const json = (name: string, value: unknown): BadBody => ({ name, raw: JSON.stringify(value) });
  const properties = schema.properties ?? {};
  const open = Object.keys(properties).length === 0;
  const wrong = open
    ? RECORD_FIELDS
    : Object.fromEntries(Object.entries(properties).map(([key, value]) => [key, wrongType(value)]));
  const huge = open
    ? HUGE_RECORD
    : Object.fromEntries(
        Object.entries(properties).map(([key, value]) => [key, value.type === 'string' ? HUGE : 1e308]),
      );
  const bodies = [
    json('wrong types', wrong),
    json('huge values', huge),
    json('nested garbage', NESTED),
    json('a list instead of an object', [wrong, NESTED]),
    json('a string', 'bonjour'),
    json('a number', 42),
    json('true', true),
    { name: 'invalid JSON', raw: '{"name": "Cabinet", "address": {' },
    { name: 'an empty JSON body', raw: '' },
    { name: 'prototype poisoning', raw: '{"__proto__": {"admin": true}, "name": "x"}' },
    {
      name: 'deep nesting',
      raw: `{${Object.keys(wrong)
        .map((key) => `"${key}": ${'['.repeat(5000)}${']'.repeat(5000)}`)
        .join(', ')}}`,
    },
    { name: 'another content type', raw: 'name=Cabinet', contentType: 'text/plain' },
  ];
  // PostgreSQL text holds no NUL character: every string field gets one.
  const withNul = open
    ? Object.fromEntries(Object.keys(RECORD_FIELDS).map((key) => [key, 'Jean\u0000Dupont']))
    : Object.fromEntries(Object.keys(properties).map((key) => [key, '123\u0000456']));
  bodies.push(json('NUL characters', withNul));
  bodies.push(json('a NUL character in a list', [{ question_id: 1, answer: 'Dentiste\u0000' }]));
  // A body the route may leave out (nullable) means "no options" there; elsewhere null is refused.
  if (!schema.nullable) bodies.push(json('null', null));
  // The record routes name their company in the body: wrong types around a right company.
  if (operationKey(operation) === 'POST /representatives') {
    bodies.push(json('wrong types for this company', { ...RECORD_FIELDS, company_id: c.companyId }));
    bodies.push(json('huge values for this company', { ...HUGE_RECORD, company_id: c.companyId }));
    bodies.push(json('NUL characters for this company', { ...withNul, company_id: c.companyId }));
  }
  return bodies;
}

interface OpenApiDocument {
  paths: Record<
    string,
    Record<string, { requestBody?: { content?: Record<string, { schema?: JsonSchema }> } }>
  >;
}

function bodySchema(operation: ApiOperation): JsonSchema {
  const document = t.app.swagger() as unknown as OpenApiDocument;
  const content = document.paths[operation.path]?.[operation.method.toLowerCase()]?.requestBody?.content;
  const schema = content?.['application/json']?.schema ?? {};
  // OpenAPI 3.1 writes a body the route may leave out as anyOf [its object, null].
  const object = schema.anyOf?.find((branch) => branch.type !== 'null');
  const nullable = schema.anyOf?.some((branch) => branch.type === 'null') ?? false;
  return object && nullable ? { ...object, nullable } : schema;
}

describe('malformed bodies on every JSON route', () => {
  it('finds the JSON routes', () => {
    expect(openApiOperations(t.app).filter((operation) => operation.jsonBody).length).toBeGreaterThan(15);
  });

  it('answers 4xx, never 5xx, and writes nothing', async () => {
    const failures: string[] = [];
    for (const operation of openApiOperations(t.app).filter((candidate) => candidate.jsonBody)) {
      const url = urlFor(operation);
      for (const body of badBodies(operation, bodySchema(operation))) {
        const counts = await rowCounts();
        const footprint = await customerFootprint(t.deps, c.user.id);
        const files = storedFileHashes(t.deps.config.dataDir).size;
        const response = await t.app.inject({
          method: operation.method as 'POST',
          url,
          headers: { ...c.user.headers, 'content-type': body.contentType ?? 'application/json' },
          payload: body.raw,
        });
        const label = `${operationKey(operation)} with ${body.name}: ${response.statusCode} ${response.body.slice(0, 200)}`;
        const fields = Object.values((response.json() as { fields?: Record<string, string> }).fields ?? {});
        if (response.statusCode < 400 || response.statusCode >= 500) failures.push(label);
        // Field messages are the user's language, not the validator's English.
        else if (fields.some((message) => /expected|Invalid input|Too (big|small)/.test(message)))
          failures.push(`${label} (untranslated message)`);
        else if (JSON.stringify(await rowCounts()) !== JSON.stringify(counts))
          failures.push(`${label} (rows added)`);
        else if (JSON.stringify(await customerFootprint(t.deps, c.user.id)) !== JSON.stringify(footprint))
          failures.push(`${label} (rows changed)`);
        else if (storedFileHashes(t.deps.config.dataDir).size !== files)
          failures.push(`${label} (files added)`);
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);

  it('answers 4xx to odd ids in the path and the query, and writes nothing', async () => {
    const oddIds = [
      'x'.repeat(5000),
      '%00',
      '..%2F..%2Fdata',
      '%F0%9F%92%A3',
      "1' OR '1'='1",
      '-1',
      '%7B%7D',
    ];
    const failures: string[] = [];
    for (const operation of openApiOperations(t.app).filter((candidate) => candidate.path.includes('{'))) {
      for (const odd of oddIds) {
        const counts = await rowCounts();
        const url = `${operation.path.replace(/\{[^}]+\}/g, odd)}?companyId=${odd}&version=${odd}`;
        const response = await t.app.inject({
          method: operation.method as 'POST',
          url,
          headers: c.user.headers,
          ...(operation.jsonBody ? { payload: {} } : {}),
        });
        const label = `${operationKey(operation)} with ${odd.slice(0, 20)}: ${response.statusCode} ${response.body.slice(0, 200)}`;
        if (response.statusCode < 400 || response.statusCode >= 500) failures.push(label);
        else if (JSON.stringify(await rowCounts()) !== JSON.stringify(counts))
          failures.push(`${label} (rows added)`);
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);

  it('refuses a NUL character in the multipart KYC answers, keeping neither answers nor files', async () => {
    const pdf = await makePdf('fonds');
    const form = (text: string) =>
      multipart(
        [
          {
            filename: 'fonds.pdf',
            content: pdf,
            contentType: 'application/pdf',
          },
        ],
        {
          jsonBody: JSON.stringify({
            ...Object.fromEntries(
              validKycAnswers().map((answer) => [
                String(answer.question_id),
                Array.isArray(answer.answer) ? answer.answer.join(',') : answer.answer,
              ]),
            ),
            '14': text,
          }),
        },
      );
    const put = (body: ReturnType<typeof form>) =>
      t.app.inject({
        method: 'PUT',
        url: `/companies/${c.companyId}/kyc?version=3`,
        headers: { ...c.user.headers, ...body.headers },
        payload: body.payload,
      });
    const counts = await rowCounts();
    const files = storedFileHashes(t.deps.config.dataDir).size;
    const refused = await put(form('Patients\u0000'));
    expect(refused.statusCode, refused.body).toBe(422);
    expect(await rowCounts()).toEqual(counts);
    expect(storedFileHashes(t.deps.config.dataDir).size).toBe(files);
    // The same form without the NUL is stored: the refusal was the NUL's.
    const stored = await put(form('Patients'));
    expect(stored.statusCode, stored.body).toBe(200);
  });
});
