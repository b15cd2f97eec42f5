import type { PartnerScope } from '@app/domain';
import { expect } from 'vitest';
import { createPartner } from '../../src/modules/partners/partner-credentials';
import type { TestApp } from '../helpers/test-app';

/** A partner credential as `npm run partner:create` makes it. */
export const newPartner = (t: TestApp, scopes?: PartnerScope[]) =>
  createPartner(t.deps, { name: 'Mutuelle Santé Pro', scopes });

/** A bearer token through the client credentials grant (form body, HTTP Basic). */
export async function partnerToken(
  t: TestApp,
  partner: { clientId: string; clientSecret: string },
  scope?: string,
): Promise<{ authorization: string }> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/partner/v1/oauth/token',
    headers: {
      authorization: `Basic ${Buffer.from(`${partner.clientId}:${partner.clientSecret}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    payload: new URLSearchParams({
      grant_type: 'client_credentials',
      ...(scope ? { scope } : {}),
    }).toString(),
  });
  expect(response.statusCode, response.body).toBe(200);
  return { authorization: `Bearer ${response.json().access_token}` };
}

/** An operating company's pre-filled request, as the insurer sends it. */
export const operatingCompanyRequest = (overrides: Record<string, unknown> = {}) => ({
  type: 'existing_company',
  partner_reference: 'ADH-2026-00001',
  person: {
    first_name: 'Inès',
    last_name: 'Roussel',
    email: 'Ines.Roussel@example.test',
    phone: '+33 6 10 20 30 40',
  },
  company: { siret: '12345678900015' },
  ...overrides,
});

/**
 * The brand's insurer: a partner whose client id is the one STATUS_REPORT_PARTNER names (the
 * command makes a random one; the test's settings are written before any partner exists).
 */
export async function brandInsurer(t: TestApp, clientId: string, scopes?: PartnerScope[]) {
  const partner = await newPartner(t, scopes);
  await t.deps.db.updateTable('partners').set({ client_id: clientId }).where('id', '=', partner.id).execute();
  return { ...partner, clientId };
}

/** POST /partner/v1/signup-requests with its Idempotency-Key; answers the created request. */
export async function createRequest(
  t: TestApp,
  headers: { authorization: string },
  key: string,
  body: Record<string, unknown> = operatingCompanyRequest(),
) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/partner/v1/signup-requests',
    headers: { ...headers, 'idempotency-key': key },
    payload: body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ uuid: string; link: string; status: string }>();
}
