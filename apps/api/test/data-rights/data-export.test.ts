import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrollmentCompany } from '../companies/company-bodies';
import { makePdf } from '../documents/fixtures';
import { multipart } from '../documents/multipart';
import { signUpOverHttp } from '../helpers/http-customer';
import { createTestApp, type TestApp } from '../helpers/test-app';
import type { TestUser } from '../helpers/test-user';
import { answerWithEmail, enrollCodeMethod } from '../sca/sca-test-kit';

/**
 * The customer's download of their data: after strong authentication, a ZIP of what the bank
 * holds about them (a readable summary, data.json, their documents as sent), theirs only.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_ENABLED: 'false' } });
}, 60_000);
afterAll(async () => t?.close());

const exportData = (user: TestUser, challengeId?: string, language = 'fr') =>
  t.app.inject({
    method: 'POST',
    url: '/user/data-export',
    headers: {
      ...user.headers,
      'accept-language': language,
      ...(challengeId ? { 'x-sca-challenge': challengeId } : {}),
    },
  });

/** The export as the web app makes it: 399, the e-mailed code, then the retry with the challenge. */
async function exportWithSca(user: TestUser, language = 'fr') {
  const first = await exportData(user, undefined, language);
  expect(first.statusCode, first.body).toBe(399);
  return exportData(user, await answerWithEmail(t.app, t.deps, user, first.json().challenge.id), language);
}

/** A customer with an opening and one document sent over the API, the file's bytes kept to compare. */
async function customerWithOpening(email: string, lastName: string, companyName: string) {
  const user = await signUpOverHttp(t, { email, lastName, registrationType: 'new_company' });
  const created = await t.app.inject({
    method: 'POST',
    url: '/companies',
    headers: user.headers,
    payload: enrollmentCompany({ name: companyName }),
  });
  expect(created.statusCode, created.body).toBe(201);
  const content = await makePdf(`${lastName} identity`);
  const body = multipart([{ filename: 'carte-identite.pdf', content, contentType: 'application/pdf' }]);
  const uploaded = await t.app.inject({
    method: 'POST',
    url: '/user/documents/identity_card',
    headers: { ...user.headers, ...body.headers },
    payload: body.payload,
  });
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  // Strong authentication by an e-mailed code, as the journey sets it up.
  await enrollCodeMethod(t.app, t.deps, user, 'email');
  return { user, companyId: created.json().id as string, documentBytes: content };
}

describe("the customer's download of their data", () => {
  it('answers a ZIP with the summary naming them, data.json listing the opening and their file unchanged', async () => {
    const { user, companyId, documentBytes } = await customerWithOpening(
      'export.me@example.test',
      'Exportier',
      'Cabinet Exporté',
    );
    const other = await customerWithOpening('someone.else@example.test', 'Autrui', 'Cabinet Voisin');

    const response = await exportWithSca(user);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['cache-control']).toContain('no-store');
    expect(response.headers['content-disposition']).toMatch(
      /attachment; filename="data-export-\d{4}-\d{2}-\d{2}\.zip"/,
    );

    const files = unzipSync(new Uint8Array(response.rawPayload));
    const summary = strFromU8(files['summary.html'] ?? new Uint8Array());
    expect(summary).toContain('<html lang="fr">');
    expect(summary).toContain('Vos données');
    expect(summary).toContain('Exportier');
    expect(summary).toContain('Cabinet Exporté');

    const data = JSON.parse(strFromU8(files['data.json'] ?? new Uint8Array()));
    expect(data.format_version).toBe(1);
    expect(data.identity).toMatchObject({
      id: user.id,
      email: 'export.me@example.test',
      last_name: 'Exportier',
    });
    expect(data.identity).not.toHaveProperty('password_hash');
    expect(data.openings).toHaveLength(1);
    expect(data.openings[0].company).toMatchObject({ id: companyId, name: 'Cabinet Exporté' });
    expect(data.openings[0].status).toBe('journey_in_progress');
    expect(data.documents).toHaveLength(1);
    const [document] = data.documents;
    expect(document).toMatchObject({ type: 'identity_card', file_name: 'carte-identite.pdf' });
    expect(Buffer.from(files[document.path] ?? new Uint8Array()).equals(documentBytes)).toBe(true);

    // The other customer's opening, name and file are nowhere in it.
    const everything = Object.values(files)
      .map((bytes) => Buffer.from(bytes).toString('latin1'))
      .join('');
    expect(everything).not.toContain('Cabinet Voisin');
    expect(everything).not.toContain('Autrui');
    expect(everything).not.toContain(other.companyId);
    expect(Object.keys(files)).toHaveLength(3);
  });

  it('writes the summary in the language of the request', async () => {
    const { user } = await customerWithOpening('export.de@example.test', 'Deutsch', 'Praxis Export');
    const response = await exportWithSca(user, 'de');
    expect(response.statusCode, response.body).toBe(200);
    const summary = strFromU8(
      unzipSync(new Uint8Array(response.rawPayload))['summary.html'] ?? new Uint8Array(),
    );
    expect(summary).toContain('<html lang="de">');
    expect(summary).toContain('Ihre Daten');
    expect(summary).toContain('Kontoeröffnungsanträge');
  });

  it('escapes what the customer typed in the summary', async () => {
    const { user } = await customerWithOpening(
      'export.xss@example.test',
      'Lefèvre',
      '<img src=x onerror=alert(1)>',
    );
    const response = await exportWithSca(user);
    const summary = strFromU8(
      unzipSync(new Uint8Array(response.rawPayload))['summary.html'] ?? new Uint8Array(),
    );
    expect(summary).not.toContain('<img');
    expect(summary).toContain('&#60;img src=x onerror=alert(1)&#62;');
  });

  it('asks for strong authentication first and journals the export with ids only', async () => {
    const { user, companyId } = await customerWithOpening(
      'export.journal@example.test',
      'Journal',
      'Cabinet Journal',
    );
    const asked = await exportData(user);
    expect(asked.statusCode).toBe(399);
    expect(asked.json().challenge.id).toEqual(expect.any(String));
    // A challenge validated for another action does not open the export.
    expect((await exportData(user, 'not-a-challenge')).statusCode).toBe(399);

    expect((await exportWithSca(user)).statusCode).toBe(200);
    const entries = await t.deps.db
      .selectFrom('audit_entries')
      .select(['actor_id', 'object_id', 'after_value'])
      .where('action', '=', 'data_rights.exported')
      .where('actor_id', '=', user.id)
      .execute();
    expect(entries).toHaveLength(1);
    expect(entries[0]?.object_id).toBe(user.id);
    const after = JSON.parse(entries[0]?.after_value ?? '{}');
    expect(after.openings).toEqual([companyId]);
    expect(after.documents).toHaveLength(1);
    expect(entries[0]?.after_value).not.toContain('Journal');
    expect(entries[0]?.after_value).not.toContain('export.journal@example.test');
  });

  it('refuses an anonymous caller', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/user/data-export' });
    expect(response.statusCode).toBe(401);
  });
});
