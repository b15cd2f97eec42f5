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
  person: {
    first_name: 'Inès',
    last_name: 'Roussel',
    email: 'Ines.Roussel@example.test',
    phone: '+33 6 10 20 30 40',
  },
  company: { siret: '12345678900015' },
  ...overrides,
});
