import { API_ROUTES } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signupCompany } from '../companies/company-bodies';
import { buildHttpCustomer, type HttpCustomer } from '../helpers/http-customer';
import { type ApiOperation, openApiOperations, operationKey } from '../helpers/route-list';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { shareholderCompany, signupPerson, userAnswers } from '../representatives/people-bodies';

/**
 * Every JSON route of API_ROUTES gets, one field at a time, a value of the wrong type inside an
 * otherwise valid body (a number for a string, a string for a yes/no, an object, a list, null):
 * the answer is never a 5xx, and a refusal names the field in the user's language.
 */
let t: TestApp;
let c: HttpCustomer;

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_ENABLED: 'false' } });
  c = await buildHttpCustomer(t, { marker: 'Sidonie', complete: false });
}, 120_000);
afterAll(async () => t?.close());

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  anyOf?: JsonSchema[];
}

/** A valid body for the routes that take one, so that the wrong field is the only fault. */
function validBody(key: string): Record<string, unknown> {
  const bodies: Record<string, Record<string, unknown>> = {
    'POST /companies': signupCompany(),
    'PUT /companies/{companyId}': signupCompany(),
    'POST /representatives': { ...signupPerson({ shareholders_value: 10 }), company_id: c.companyId },
    'PUT /representatives/{representativeId}': userAnswers({ shareholders_value: 3000 }),
    'POST /companies/{companyId}/mandate': shareholderCompany({ shareholders_value: 10 }),
    'PATCH /companies/{companyId}/mandate/{mandateId}': shareholderCompany({ shareholders_value: 500 }),
    'POST /contact': { email: 'camille@example.test', subject: 'Question', message: 'Bonjour' },
    'POST /user/signup-reminder': {
      first_name: 'Camille',
      last_name: 'Durand',
      email: 'camille@example.test',
      phone: '+33 6 12 34 56 78',
      company_name: 'Cabinet Durand',
      company_size: '1-10',
    },
  };
  return bodies[key] ?? {};
}

function urlFor(operation: ApiOperation): string {
  const ids: Record<string, string> = {
    companyId: c.companyId,
    representativeId: c.representativeId,
    mandateId: c.mandateId,
    token_id: c.pendingTokenId,
    challenge_id: c.pendingChallengeId,
    id: c.pendingChallengeId,
  };
  const path = operation.path.replace(/\{([^}]+)\}/g, (_match, name: string) => ids[name] ?? 'missing');
  return path.startsWith('/representatives/') ? `${path}?companyId=${c.companyId}` : path;
}

const typesOf = (schema: JsonSchema): Set<string> => {
  const own = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  return new Set([...own, ...(schema.anyOf ?? []).flatMap((variant) => [...typesOf(variant)])]);
};

/** The fields of a body schema, an open record's documented variants merged. */
function fieldsOf(schema: JsonSchema): Record<string, JsonSchema> {
  const variants = [schema, ...(schema.anyOf ?? [])];
  return Object.assign({}, ...variants.map((variant) => variant.properties ?? {}));
}

/** Values of another type than the field's, each with its name. */
function wrongValues(schema: JsonSchema): [string, unknown][] {
  const types = typesOf(schema);
  const values: [string, unknown][] = [];
  if (types.has('string')) values.push(['a number', 12345]);
  if (types.has('boolean') || types.has('number') || types.has('integer')) values.push(['a string', 'oui']);
  if (!types.has('object')) values.push(['an object', { value: 'x' }]);
  if (!types.has('array')) values.push(['a list', ['x']]);
  if (!types.has('null')) values.push(['null', null]);
  return values;
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
  return content?.['application/json']?.schema ?? {};
}

/** Every (field path, wrong value) of a body, the fields of nested objects (addresses) too. */
function cases(schema: JsonSchema, base: Record<string, unknown>) {
  const found: { name: string; body: Record<string, unknown> }[] = [];
  for (const [field, fieldSchema] of Object.entries(fieldsOf(schema))) {
    for (const [what, value] of wrongValues(fieldSchema)) {
      found.push({ name: `${field} as ${what}`, body: { ...base, [field]: value } });
    }
    const nested = fieldsOf((fieldSchema.anyOf ?? []).find((variant) => variant.properties) ?? fieldSchema);
    const inner = (base[field] ?? {}) as Record<string, unknown>;
    for (const [child, childSchema] of Object.entries(nested)) {
      for (const [what, value] of wrongValues(childSchema)) {
        found.push({
          name: `${field}.${child} as ${what}`,
          body: { ...base, [field]: { ...inner, [child]: value } },
        });
      }
    }
  }
  return found;
}

describe('a wrong type in one field of every JSON body', () => {
  it('answers 4xx with the field named, never 5xx', async () => {
    const operations = openApiOperations(t.app).filter((operation) => operation.jsonBody);
    expect(operations.length).toBeGreaterThan(15);
    const failures: string[] = [];
    let sent = 0;
    for (const operation of operations) {
      const key = operationKey(operation);
      if (!(key in API_ROUTES)) failures.push(`${key} is not in API_ROUTES`);
      for (const { name, body } of cases(bodySchema(operation), validBody(key))) {
        sent += 1;
        const response = await t.app.inject({
          method: operation.method as 'POST',
          url: urlFor(operation),
          headers: c.user.headers,
          payload: body,
        });
        const label = `${key} with ${name}: ${response.statusCode} ${response.body.slice(0, 160)}`;
        if (response.statusCode >= 500) failures.push(label);
        else if (response.statusCode === 422) {
          const fields = (response.json() as { fields?: Record<string, string> }).fields ?? {};
          const messages = Object.values(fields);
          if (messages.length === 0) failures.push(`${label} (no field message)`);
          else if (messages.some((message) => /expected|Invalid input|Too (big|small)/.test(message)))
            failures.push(`${label} (untranslated message)`);
        }
      }
    }
    expect(sent).toBeGreaterThan(300);
    expect(failures).toEqual([]);
  }, 300_000);

  it('refuses a NAF code given as a number with 422 at its field (it was a 500)', async () => {
    for (const [method, url] of [
      ['POST', '/companies'],
      ['PUT', `/companies/${c.companyId}`],
    ] as const) {
      const response = await t.app.inject({
        method,
        url,
        headers: c.user.headers,
        payload: signupCompany({ naf_activity_code: 8621 }),
      });
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json().fields).toHaveProperty('naf_activity_code');
    }
  });
});
