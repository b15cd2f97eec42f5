import { type APIRequestContext, type APIResponse, expect } from '@playwright/test';
import { apiUrl, nextEmailedCode, type Person } from './api';
import type { FilePayload } from './documents';
import { type SeededOpening, seedOpeningAtRepresentatives } from './seed';

async function ok<T>(response: APIResponse, what: string): Promise<T> {
  if (!response.ok()) throw new Error(`${what}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

/** The terms screen's three boxes, ticked. */
const ACCEPTED_TERMS = { terms: true, deposit_guarantee: true, consent: true };

/**
 * An opening submitted through the real API, as the customer leaves it at the success page: the
 * seeded SELARL's register extract is sent, its partner sends his identity card, the list of people is certified, an e-mail
 * code method is set up and the submission confirmed with a code from it (strong authentication).
 */
export async function seedSubmittedOpening(
  request: APIRequestContext,
  user: Person,
  files: { identity: FilePayload; pdf: FilePayload },
): Promise<SeededOpening> {
  const opening = await seedOpeningAtRepresentatives(request, user, files);
  const headers = { authorization: `Bearer ${opening.account.token}` };
  const params = { companyId: opening.companyId };
  const partner = opening.representatives.find((person) => !person.is_user);
  if (!partner) throw new Error('the seeded opening has no partner');
  await ok(
    await request.post(`${apiUrl()}/representatives/${partner.id}/documents/identity_card`, {
      headers,
      params,
      multipart: { files: files.identity },
    }),
    "partner's identity card",
  );
  // The register's extract, which a company already registered sends with its proofs.
  await ok(
    await request.post(`${apiUrl()}/companies/${opening.companyId}/documents/kbis`, {
      headers,
      multipart: { files: files.pdf },
    }),
    'company kbis',
  );
  await ok(
    await request.get(`${apiUrl()}/companies/${opening.companyId}/validate-representatives`, {
      headers,
      params: { certified: 'true' },
    }),
    'representatives certified',
  );

  // The customer's e-mail code method, set up with a code read from the outbox.
  const read = new Set<string>();
  const enrolment = await ok<{ id: string; challenge: { id: string } }>(
    await request.get(`${apiUrl()}/sca/tokens/email/enroll/init`, { headers }),
    'e-mail method',
  );
  await ok(
    await request.post(`${apiUrl()}/sca/tokens/${enrolment.id}/enroll/activate`, {
      headers,
      data: {
        code: await nextEmailedCode(request, user.email, read),
        challenge_id: enrolment.challenge.id,
        token_id: enrolment.id,
      },
    }),
    'e-mail method activated',
  );

  // The submission: refused with a challenge (399) until a code of that method answers it.
  const complete = `${apiUrl()}/companies/${opening.companyId}/complete`;
  const asked = await request.post(complete, { headers, data: ACCEPTED_TERMS });
  expect(asked.status(), await asked.text()).toBe(399);
  const { challenge } = (await asked.json()) as { challenge: { id: string } };
  await ok(
    await request.post(`${apiUrl()}/sca/challenges/${challenge.id}/trigger`, {
      headers,
      data: { token_id: enrolment.id },
    }),
    'challenge sent',
  );
  await ok(
    await request.post(`${apiUrl()}/sca/challenges/${challenge.id}/validate`, {
      headers,
      data: { challenge_id: challenge.id, code: await nextEmailedCode(request, user.email, read) },
    }),
    'challenge answered',
  );
  await ok(
    await request.post(complete, {
      headers: { ...headers, 'x-sca-challenge': challenge.id },
      data: ACCEPTED_TERMS,
    }),
    'submission',
  );
  return opening;
}
