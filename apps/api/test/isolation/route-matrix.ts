import { signupCompany } from '../companies/company-bodies';
import { ACCEPTED_TERMS, validKycAnswers } from '../companies/ready-company';
import type { HttpCustomer } from '../helpers/http-customer';
import { shareholderCompany, signupPerson } from '../representatives/people-bodies';

/**
 * How a route may be reached:
 * - owned: the path, query or body names a customer's data; another customer gets 404, an
 *   anonymous caller 401.
 * - own-data: no id; answers or changes the caller's own data only; anonymous gets 401.
 * - public: no customer data (health, code tables, the public register, anonymous forms).
 * - device: the companion app's calls, authenticated by a device key, not a session.
 * - developer: the outbox page, registered outside production only.
 * - service: the bank's core system (bank feed), authenticated by a service credential; a
 *   customer's session token is refused like no credential (401).
 * - operator: the bank's back-office, reached with an operator's session cookie only: a
 *   customer's bearer token is no session there (401), like no session at all.
 */
export type RouteKind = 'owned' | 'own-data' | 'public' | 'device' | 'developer' | 'service' | 'operator';

export interface MatrixCall {
  url: string;
  payload?: unknown;
  headers?: Record<string, string>;
  /** A multipart body with one PDF in field `files`, plus these text fields. */
  upload?: Record<string, string>;
  /** Statuses accepted from the other customer for this call, when not the route's default. */
  asOther?: number[];
  /** Statuses accepted from an anonymous caller for this call, when not the route's default. */
  anonymous?: number[];
}

export interface MatrixEntry {
  kind: RouteKind;
  /** The calls another customer makes with the first customer's ids (a: the victim, b: the caller). */
  calls: (a: HttpCustomer, b: HttpCustomer) => MatrixCall[];
  /** Checks that an answer to the caller holds their own data (routes without ids). */
  ownData?: (body: unknown, b: HttpCustomer) => void;
}

const basic = (email: string, password: string) =>
  `Basic ${Buffer.from(`${email}:${password}`).toString('base64')}`;

const deviceKey = {
  kty: 'EC',
  crv: 'P-256',
  x: 'f83OJ3D2xF1Bg8vub9tLe1gHMzV76e8Tus9uPHvRVEU',
  y: 'x_FEzRu9m36HLN_tue659LNpXW6pCyStikYjKIWI5a0',
};
const badSignature = 'AAAA';

/** Every operation of the API, keyed "METHOD /path" as the OpenAPI document names it. */
export const ROUTE_MATRIX: Record<string, MatrixEntry> = {
  'GET /health': { kind: 'public', calls: () => [{ url: '/health' }] },
  'GET /config': { kind: 'public', calls: () => [{ url: '/config' }] },
  'GET /app-check/challenge': { kind: 'public', calls: () => [{ url: '/app-check/challenge' }] },
  'POST /app-check/token': {
    kind: 'public',
    calls: (a) => [{ url: '/app-check/token', payload: { challenge: a.pendingChallengeId, nonce: 'abc' } }],
  },
  'POST /voucher/check': {
    kind: 'public',
    calls: () => [{ url: '/voucher/check', payload: { code: 'NOPE' } }],
  },
  // Consented analytics: anonymous, keyed by the browser's own recording id; nothing comes back.
  'POST /analytics/recordings': {
    kind: 'public',
    calls: () => [
      {
        url: '/analytics/recordings',
        payload: {
          session_id: '0b9f7c2e-6d1a-4c3b-9e8f-1a2b3c4d5e6f',
          page: '/signup',
          events: [{ type: 4, timestamp: 1_795_000_000_000, data: { href: 'http://localhost/signup' } }],
        },
      },
    ],
  },
  'POST /analytics/errors': {
    kind: 'public',
    calls: () => [
      {
        url: '/analytics/errors',
        payload: {
          session_id: '0b9f7c2e-6d1a-4c3b-9e8f-1a2b3c4d5e6f',
          page: '/signup',
          kind: 'error',
          message: 'TypeError: x is undefined',
        },
      },
    ],
  },
  'POST /contact': {
    kind: 'public',
    calls: (a) => [
      {
        url: '/contact',
        payload: { email: 'visitor@example.test', subject: 'Question', message: `About ${a.companyId}` },
      },
    ],
  },
  // The partner's link: a new one asked by e-mail address (same answer whether it matches or not).
  'POST /signup/request/new-link': {
    kind: 'public',
    calls: () => [{ url: '/signup/request/new-link', payload: { email: 'visitor@example.test' } }],
  },
  // A sign-in link asked by e-mail address (same answer whether an account has it or not).
  'POST /user/auth/link': {
    kind: 'public',
    calls: () => [{ url: '/user/auth/link', payload: { email: 'visitor@example.test' } }],
  },
  'POST /user/signup-reminder': {
    kind: 'public',
    calls: () => [
      {
        url: '/user/signup-reminder',
        payload: {
          first_name: 'Paul',
          last_name: 'Visiteur',
          email: 'visitor@example.test',
          phone: '0600000000',
          company_name: 'Cabinet Visiteur',
          company_size: '1-10',
        },
      },
    ],
  },
  // Account creation with the first customer's e-mail: refused, their account untouched.
  'POST /user': {
    kind: 'public',
    calls: (a) => [
      {
        url: '/user?accounts=false',
        payload: {
          gender: 1,
          first_name: 'Paul',
          last_name: 'Pirate',
          email: a.user.email,
          email_repeat: a.user.email,
          phone: '+33 6 00 00 00 00',
          password: 'Pirate-password-99',
          password_repeat: 'Pirate-password-99',
          registration_type: 'existing_company',
          nationality: 'FR',
        },
      },
    ],
  },
  // Login with the first customer's e-mail and the caller's own password.
  'GET /user/auth': {
    kind: 'public',
    calls: (a, b) => [
      {
        url: '/user/auth?account_check=false',
        headers: { authorization: basic(a.user.email, b.user.password.replace('2026', '2025')) },
      },
    ],
  },
  // They name no id: the only session they end is the caller's own. B's is kept for the rest of
  // the matrix by calling them with a token that opens no session.
  'POST /user/logout': {
    kind: 'own-data',
    calls: () => [
      { url: '/user/logout', headers: { authorization: 'Bearer no-such-session' }, asOther: [401] },
    ],
  },
  'POST /user/token/exchange': {
    kind: 'own-data',
    calls: () => [
      { url: '/user/token/exchange', headers: { authorization: 'Bearer no-such-session' }, asOther: [401] },
    ],
  },
  'GET /user': {
    kind: 'own-data',
    calls: () => [{ url: '/user' }],
    ownData: (body, b) => {
      if ((body as { email?: string }).email !== b.user.email) throw new Error('GET /user is not the caller');
    },
  },
  'PUT /user': {
    kind: 'own-data',
    calls: (_a, b) => [
      {
        url: '/user',
        payload: {
          gender: 1,
          first_name: 'Paul',
          last_name: b.marker,
          phone: '0600000000',
          nationality: 'FR',
        },
      },
    ],
  },
  'GET /signup/request/{uuid}': {
    // Whoever holds the uuid learns its status, nothing personal once taken.
    kind: 'owned',
    calls: (a) => [{ url: `/signup/request/${a.signupRequestId}`, asOther: [200], anonymous: [200] }],
  },
  'GET /signup/request/{uuid}/user': {
    kind: 'owned',
    calls: (a) => [{ url: `/signup/request/${a.signupRequestId}/user` }],
  },
  'GET /signup/request/{uuid}/user/documents': {
    kind: 'owned',
    calls: (a) => [{ url: `/signup/request/${a.signupRequestId}/user/documents` }],
  },
  'GET /signup/request/{uuid}/company': {
    kind: 'owned',
    calls: (a) => [{ url: `/signup/request/${a.signupRequestId}/company` }],
  },
  'GET /signup/request/{uuid}/company/documents': {
    kind: 'owned',
    calls: (a) => [{ url: `/signup/request/${a.signupRequestId}/company/documents` }],
  },
  'POST /companies': {
    kind: 'own-data',
    calls: (a, b) => [
      { url: '/companies', payload: signupCompany({ name: `Cabinet ${b.marker}` }) },
      // Naming another customer's opening saves nothing of theirs (the caller's own opening is written).
      {
        url: '/companies',
        headers: { 'x-signup-request-id': a.signupRequestId },
        payload: signupCompany({ name: `Cabinet ${b.marker}` }),
      },
    ],
  },
  'POST /signup/request': {
    // Another opening of the caller's own: nothing of anyone else's is named or answered.
    kind: 'own-data',
    calls: () => [{ url: '/signup/request' }],
  },
  'PUT /companies/{companyId}': {
    kind: 'owned',
    calls: (a) => [{ url: `/companies/${a.companyId}`, payload: signupCompany({ name: 'Pirate' }) }],
  },
  'POST /company-certification/{companyId}': {
    kind: 'owned',
    calls: (a) => [
      { url: `/company-certification/${a.companyId}`, payload: { is_active_non_financial_entity: false } },
    ],
  },
  'GET /companies/kyc': { kind: 'own-data', calls: () => [{ url: '/companies/kyc?version=3' }] },
  'GET /companies/{companyId}/kyc': {
    kind: 'owned',
    calls: (a) => [{ url: `/companies/${a.companyId}/kyc?version=3` }],
  },
  'PUT /companies/{companyId}/kyc': {
    kind: 'owned',
    calls: (a) => [
      { url: `/companies/${a.companyId}/kyc?version=3`, payload: validKycAnswers() },
      {
        url: `/companies/${a.companyId}/kyc?version=3`,
        upload: { jsonBody: JSON.stringify({ '1': 'Masseur-kinésithérapeute' }) },
      },
    ],
  },
  'GET /representatives': {
    kind: 'owned',
    calls: (a) => [{ url: `/representatives?companyId=${a.companyId}` }],
  },
  'POST /representatives': {
    kind: 'owned',
    calls: (a) => [
      {
        url: '/representatives',
        payload: { ...signupPerson({ shareholders_value: 0 }), company_id: a.companyId },
      },
      {
        url: '/representatives',
        payload: { ...signupPerson({ shareholders_value: 0 }), companyId: a.companyId },
      },
    ],
  },
  'PUT /representatives/{representativeId}': {
    kind: 'owned',
    calls: (a, b) => [
      { url: `/representatives/${a.representativeId}`, payload: { first_name: 'Pirate' } },
      { url: `/representatives/${a.ownEntryId}`, payload: { first_name: 'Pirate' } },
      { url: `/representatives/${a.mandateId}`, payload: { first_name: 'Pirate' } },
      {
        url: `/representatives/${a.representativeId}?companyId=${b.companyId}`,
        payload: { first_name: 'Pirate' },
      },
    ],
  },
  'DELETE /representatives/{representativeId}': {
    kind: 'owned',
    calls: (a, b) => [
      { url: `/representatives/${a.representativeId}` },
      { url: `/representatives/${a.mandateId}` },
      { url: `/representatives/${a.representativeId}?companyId=${b.companyId}` },
    ],
  },
  'PUT /representatives/{representativeId}/linkuser': {
    kind: 'owned',
    calls: (a) => [
      { url: `/representatives/${a.representativeId}/linkuser` },
      { url: `/representatives/${a.ownEntryId}/linkuser?companyId=${a.companyId}` },
    ],
  },
  'GET /companies/{companyId}/validate-representatives': {
    kind: 'owned',
    calls: (a) => [{ url: `/companies/${a.companyId}/validate-representatives` }],
  },
  'POST /companies/{companyId}/mandate': {
    kind: 'owned',
    calls: (a) => [
      { url: `/companies/${a.companyId}/mandate`, payload: shareholderCompany({ shareholders_value: 0 }) },
    ],
  },
  'PATCH /companies/{companyId}/mandate/{mandateId}': {
    kind: 'owned',
    calls: (a, b) => [
      { url: `/companies/${a.companyId}/mandate/${a.mandateId}`, payload: { name: 'Pirate' } },
      { url: `/companies/${b.companyId}/mandate/${a.mandateId}`, payload: { name: 'Pirate' } },
      { url: `/companies/${a.companyId}/mandate/${a.representativeId}`, payload: { name: 'Pirate' } },
    ],
  },
  'DELETE /companies/{companyId}/mandate/{mandateId}': {
    kind: 'owned',
    calls: (a, b) => [
      { url: `/companies/${a.companyId}/mandate/${a.mandateId}` },
      { url: `/companies/${b.companyId}/mandate/${a.mandateId}` },
    ],
  },
  'POST /companies/{companyId}/complete': {
    kind: 'owned',
    calls: (a, b) => [
      { url: `/companies/${a.companyId}/complete`, payload: ACCEPTED_TERMS },
      {
        url: `/companies/${a.companyId}/complete`,
        headers: { 'x-sca-challenge': a.pendingChallengeId },
        payload: ACCEPTED_TERMS,
      },
      // The caller's own company with the first customer's challenge: a new challenge of their own.
      {
        url: `/companies/${b.companyId}/complete`,
        headers: { 'x-sca-challenge': a.pendingChallengeId },
        payload: ACCEPTED_TERMS,
        asOther: [399],
      },
    ],
  },
  'GET /companies/{companyId}/capital-deposit': {
    kind: 'owned',
    calls: (a) => [{ url: `/companies/${a.companyId}/capital-deposit` }],
  },
  'GET /companies/{companyId}/capital-deposit/certificate.pdf': {
    kind: 'owned',
    calls: (a) => [{ url: `/companies/${a.companyId}/capital-deposit/certificate.pdf?lang=fr` }],
  },
  'PUT /companies/{companyId}/capital-deposit/registration': {
    kind: 'owned',
    calls: (a) => [
      {
        url: `/companies/${a.companyId}/capital-deposit/registration`,
        payload: { siren: '732829320', registered_name: a.marker },
      },
    ],
  },
  'POST /companies/{companyId}/capital-deposit/kbis': {
    kind: 'owned',
    calls: (a) => [{ url: `/companies/${a.companyId}/capital-deposit/kbis`, upload: {} }],
  },
  'POST /bank-feed/transfers': {
    kind: 'service',
    calls: (a) => [
      {
        url: '/bank-feed/transfers',
        payload: {
          transfer_id: `TRF-${a.marker}`,
          payer_name: a.marker,
          payer_iban: 'FR7630006000011234567890189',
          amount: '10.00',
          reference: 'CAP-0000-0000',
          value_date: '2026-11-26',
        },
      },
    ],
  },
  'GET /accounts/{uuid}/rib.pdf': {
    kind: 'owned',
    calls: (a) => [{ url: `/accounts/${a.account?.uuid ?? 'none'}/rib.pdf` }],
  },
  'GET /companies/search': {
    kind: 'own-data',
    calls: (a) => [{ url: `/companies/search?query=${a.marker}` }],
  },
  // The public register by SIREN: the first customer's company id is no SIREN (the path is
  // checked before the session, so an anonymous caller learns that first).
  'GET /companies/{id}/establishments': {
    kind: 'own-data',
    calls: (a) => [
      { url: `/companies/${a.companyId}/establishments`, asOther: [422], anonymous: [401, 422] },
    ],
  },
  // Saves the caller's company from the register; the first customer's company id is no SIRET.
  'POST /companies/{siret}': {
    kind: 'own-data',
    calls: (a) => [{ url: `/companies/${a.companyId}`, asOther: [422], anonymous: [401, 422] }],
  },
  'GET /legal-forms': { kind: 'public', calls: () => [{ url: '/legal-forms?search=soc' }] },
  'GET /nafcode': { kind: 'public', calls: () => [{ url: '/nafcode?search=8621' }] },
  'GET /sca/available': { kind: 'own-data', calls: () => [{ url: '/sca/available' }] },
  'GET /sca/tokens': {
    kind: 'own-data',
    calls: () => [{ url: '/sca/tokens' }],
    ownData: (body, b) => {
      const ids = (body as { id: string }[]).map((token) => token.id);
      if (!ids.includes(b.scaTokenId)) throw new Error('GET /sca/tokens misses the caller’s method');
    },
  },
  'GET /sca/tokens/{type}/enroll/init': {
    kind: 'own-data',
    calls: () => [{ url: '/sca/tokens/sms/enroll/init' }],
  },
  'GET /sca/tokens/{id}/enroll/status': {
    kind: 'owned',
    calls: (a) => [
      { url: `/sca/tokens/${a.pendingTokenId}/enroll/status` },
      { url: `/sca/tokens/${a.scaTokenId}/enroll/status` },
    ],
  },
  'POST /sca/tokens/{token_id}/enroll/activate': {
    kind: 'owned',
    calls: (a, b) => [
      {
        url: `/sca/tokens/${a.pendingTokenId}/enroll/activate`,
        payload: { code: '123456', challenge_id: a.pendingChallengeId },
      },
      {
        url: `/sca/tokens/${b.pendingTokenId}/enroll/activate`,
        payload: { code: '123456', challenge_id: a.pendingChallengeId },
      },
    ],
  },
  'POST /sca/challenges/{challenge_id}/trigger': {
    kind: 'owned',
    calls: (a, b) => [
      { url: `/sca/challenges/${a.pendingChallengeId}/trigger`, payload: {} },
      { url: `/sca/challenges/${a.pendingChallengeId}/trigger`, payload: { token_id: b.scaTokenId } },
      { url: `/sca/challenges/${a.pendingChallengeId}/trigger`, payload: { token_id: a.scaTokenId } },
    ],
  },
  'GET /sca/challenges/{id}/status': {
    kind: 'owned',
    calls: (a) => [{ url: `/sca/challenges/${a.pendingChallengeId}/status` }],
  },
  'POST /sca/challenges/{challenge_id}/validate': {
    kind: 'owned',
    calls: (a) => [
      {
        url: `/sca/challenges/${a.pendingChallengeId}/validate`,
        payload: { challenge_id: a.pendingChallengeId, code: '123456' },
      },
    ],
  },
  'POST /sca/app/pair': {
    kind: 'device',
    calls: (a) => [
      {
        url: '/sca/app/pair',
        payload: {
          challenge_id: a.pendingChallengeId,
          pairing_secret: 'guess',
          public_key: deviceKey,
          device_name: 'Pirate phone',
          device_os: 'Android',
          signature: badSignature,
        },
      },
    ],
  },
  'GET /sca/app/pending': {
    kind: 'device',
    calls: (a) => [
      {
        url: `/sca/app/pending?token_id=${a.scaTokenId}&timestamp=${Date.now()}&signature=${badSignature}`,
      },
    ],
  },
  'POST /sca/app/challenges/{id}/respond': {
    kind: 'device',
    calls: (a) => [
      {
        url: `/sca/app/challenges/${a.pendingChallengeId}/respond`,
        payload: { decision: 'accept', signature: badSignature },
      },
    ],
  },
  'GET /documents/{id}': {
    kind: 'owned',
    calls: (a) => Object.values(a.documents).map((id) => ({ url: `/documents/${id}` })),
  },
  'DELETE /documents/{id}': {
    kind: 'owned',
    calls: (a) => Object.values(a.documents).map((id) => ({ url: `/documents/${id}` })),
  },
  'POST /user/documents/{type}': {
    kind: 'own-data',
    calls: () => [{ url: '/user/documents/identity_card', upload: {} }],
  },
  'GET /user/documents': {
    kind: 'own-data',
    calls: () => [{ url: '/user/documents' }],
    ownData: (body) => {
      if (!Array.isArray(body) || body.length === 0)
        throw new Error('GET /user/documents lost the caller’s files');
    },
  },
  'GET /user/documents/{type}': {
    kind: 'own-data',
    calls: () => [{ url: '/user/documents/identity_card' }],
    ownData: (body) => {
      if (!Array.isArray(body) || body.length === 0)
        throw new Error('GET /user/documents/{type} lost the caller’s files');
    },
  },
  'DELETE /user/documents/{type}/{id}': {
    kind: 'owned',
    calls: (a) => [
      { url: `/user/documents/identity_card/${a.documents.user}` },
      { url: `/user/documents/proof_of_address/${a.documents.company}` },
    ],
  },
  'POST /companies/{id}/documents/{type}': {
    kind: 'owned',
    calls: (a) => [{ url: `/companies/${a.companyId}/documents/kbis`, upload: {} }],
  },
  'GET /companies/{id}/documents/{type}': {
    kind: 'owned',
    calls: (a) => [{ url: `/companies/${a.companyId}/documents/kbis` }],
  },
  'DELETE /companies/{id}/documents/{type}': {
    kind: 'owned',
    calls: (a) => [{ url: `/companies/${a.companyId}/documents/kbis` }],
  },
  'GET /companies/{id}/documents': {
    kind: 'owned',
    calls: (a) => [{ url: `/companies/${a.companyId}/documents` }],
  },
  'DELETE /companies/{id}/documents/{type}/{documentId}': {
    kind: 'owned',
    calls: (a, b) => [
      { url: `/companies/${a.companyId}/documents/kbis/${a.documents.company}` },
      { url: `/companies/${b.companyId}/documents/kbis/${a.documents.company}` },
    ],
  },
  'POST /representatives/{id}/documents/{type}': {
    kind: 'owned',
    calls: (a, b) => [
      { url: `/representatives/${a.representativeId}/documents/identity_card`, upload: {} },
      {
        url: `/representatives/${a.representativeId}/documents/identity_card?companyId=${b.companyId}`,
        upload: {},
      },
    ],
  },
  'GET /representatives/{id}/documents/{type}': {
    kind: 'owned',
    calls: (a, b) => [
      { url: `/representatives/${a.representativeId}/documents/identity_card` },
      // {type} may name a document: the file itself.
      { url: `/representatives/${a.representativeId}/documents/${a.documents.representative}` },
      { url: `/representatives/${b.representativeId}/documents/${a.documents.representative}` },
    ],
  },
  'GET /representatives/{id}/documents': {
    kind: 'owned',
    calls: (a) => [{ url: `/representatives/${a.representativeId}/documents` }],
  },
  'DELETE /representatives/{id}/documents/{documentId}': {
    kind: 'owned',
    calls: (a, b) => [
      { url: `/representatives/${a.representativeId}/documents/${a.documents.representative}` },
      { url: `/representatives/${b.representativeId}/documents/${a.documents.representative}` },
    ],
  },
  // The bank's back-office: a customer signing in there with their own credentials is refused.
  'POST /backoffice/session': {
    kind: 'operator',
    calls: (a) => [
      {
        url: '/backoffice/session',
        payload: { email: a.user.email, password: a.user.password, code: '000000' },
      },
    ],
  },
  'GET /backoffice/session': { kind: 'operator', calls: () => [{ url: '/backoffice/session' }] },
  'DELETE /backoffice/session': {
    kind: 'operator',
    calls: () => [{ url: '/backoffice/session', headers: { 'x-csrf-token': 'guess' } }],
  },
  'GET /backoffice/cases': { kind: 'operator', calls: (a) => [{ url: `/backoffice/cases?q=${a.marker}` }] },
  'GET /backoffice/cases/{caseId}': {
    kind: 'operator',
    calls: (a) => [{ url: `/backoffice/cases/${a.companyId}` }],
  },
  'GET /backoffice/cases/{caseId}/documents/{documentId}': {
    kind: 'operator',
    calls: (a) => [{ url: `/backoffice/cases/${a.companyId}/documents/${a.documents.company}` }],
  },
  'GET /backoffice/audit/verify': { kind: 'operator', calls: () => [{ url: '/backoffice/audit/verify' }] },
  'GET /backoffice/analytics/recordings': {
    kind: 'operator',
    calls: () => [{ url: '/backoffice/analytics/recordings' }],
  },
  'GET /backoffice/analytics/recordings/{recordingId}': {
    kind: 'operator',
    calls: (a) => [{ url: `/backoffice/analytics/recordings/${a.companyId}` }],
  },
  // Decisions on cases: a customer's token is no operator session (401), whatever the route.
  'GET /backoffice/cases/{caseId}/decisions': {
    kind: 'operator',
    calls: (a) => [{ url: `/backoffice/cases/${a.companyId}/decisions` }],
  },
  'POST /backoffice/cases/{caseId}/review': {
    kind: 'operator',
    calls: (a) => [{ url: `/backoffice/cases/${a.companyId}/review`, payload: {} }],
  },
  'POST /backoffice/cases/{caseId}/documents/{documentId}/decisions': {
    kind: 'operator',
    calls: (a) => [
      {
        url: `/backoffice/cases/${a.companyId}/documents/${a.documents.company}/decisions`,
        payload: { decision: 'accepted' },
      },
    ],
  },
  'POST /backoffice/cases/{caseId}/approve': {
    kind: 'operator',
    calls: (a) => [{ url: `/backoffice/cases/${a.companyId}/approve`, payload: {} }],
  },
  'POST /backoffice/cases/{caseId}/refuse': {
    kind: 'operator',
    calls: (a) => [
      { url: `/backoffice/cases/${a.companyId}/refuse`, payload: { reason_code: 'other', note: a.marker } },
    ],
  },
  'POST /backoffice/cases/{caseId}/first-transfers': {
    kind: 'operator',
    calls: (a) => [
      {
        url: `/backoffice/cases/${a.companyId}/first-transfers`,
        payload: {
          payer_name: a.marker,
          payer_iban: 'FR7630006000011234567890189',
          amount: '50.00',
          value_date: '2026-11-26',
        },
      },
    ],
  },
  'POST /backoffice/cases/{caseId}/first-transfers/{transferId}/confirm': {
    kind: 'operator',
    calls: (a) => [{ url: `/backoffice/cases/${a.companyId}/first-transfers/${a.companyId}/confirm` }],
  },
  'POST /backoffice/cases/{caseId}/open': {
    kind: 'operator',
    calls: (a) => [{ url: `/backoffice/cases/${a.companyId}/open`, payload: {} }],
  },
  'POST /backoffice/cases/{caseId}/close': {
    kind: 'operator',
    calls: (a) => [{ url: `/backoffice/cases/${a.companyId}/close`, payload: { note: a.marker } }],
  },
  // The bank's legal hold on a case: supervisors only.
  'POST /backoffice/cases/{caseId}/legal-hold': {
    kind: 'operator',
    calls: (a) => [{ url: `/backoffice/cases/${a.companyId}/legal-hold`, payload: { reason: a.marker } }],
  },
  'POST /backoffice/cases/{caseId}/legal-hold/lift': {
    kind: 'operator',
    calls: (a) => [
      { url: `/backoffice/cases/${a.companyId}/legal-hold/lift`, payload: { reason: a.marker } },
    ],
  },
  // An enrollment's capital deposit and a case's flags: operators only.
  'GET /backoffice/cases/{caseId}/capital-deposit': {
    kind: 'operator',
    calls: (a) => [{ url: `/backoffice/cases/${a.companyId}/capital-deposit` }],
  },
  'POST /backoffice/cases/{caseId}/capital-deposit/transfers/{transferId}/release': {
    kind: 'operator',
    calls: (a) => [
      {
        url: `/backoffice/cases/${a.companyId}/capital-deposit/transfers/${a.companyId}/release`,
        payload: { note: a.marker },
      },
    ],
  },
  'POST /backoffice/cases/{caseId}/capital-deposit/transfers/{transferId}/return': {
    kind: 'operator',
    calls: (a) => [
      {
        url: `/backoffice/cases/${a.companyId}/capital-deposit/transfers/${a.companyId}/return`,
        payload: { note: a.marker },
      },
    ],
  },
  'POST /backoffice/cases/{caseId}/capital-deposit/transfers/{transferId}/confirm': {
    kind: 'operator',
    calls: (a) => [
      { url: `/backoffice/cases/${a.companyId}/capital-deposit/transfers/${a.companyId}/confirm` },
    ],
  },
  'POST /backoffice/cases/{caseId}/capital-deposit/transfers/{transferId}/decline': {
    kind: 'operator',
    calls: (a) => [
      { url: `/backoffice/cases/${a.companyId}/capital-deposit/transfers/${a.companyId}/decline` },
    ],
  },
  'PUT /backoffice/cases/{caseId}/capital-deposit/registration': {
    kind: 'operator',
    calls: (a) => [
      {
        url: `/backoffice/cases/${a.companyId}/capital-deposit/registration`,
        payload: { siren: '732829320', registered_name: a.marker },
      },
    ],
  },
  'GET /backoffice/cases/{caseId}/flags': {
    kind: 'operator',
    calls: (a) => [{ url: `/backoffice/cases/${a.companyId}/flags` }],
  },
  // The rescreens of the whole base: operators only.
  'GET /backoffice/screening/runs': {
    kind: 'operator',
    calls: () => [{ url: '/backoffice/screening/runs' }],
  },
  // The screening hits and their dispositions: operators only.
  'GET /backoffice/screening/hits': {
    kind: 'operator',
    calls: () => [{ url: '/backoffice/screening/hits' }],
  },
  'GET /backoffice/cases/{caseId}/screening-hits': {
    kind: 'operator',
    calls: (a) => [{ url: `/backoffice/cases/${a.companyId}/screening-hits` }],
  },
  'POST /backoffice/screening/hits/{hitId}/disposition': {
    kind: 'operator',
    calls: (a) => [
      {
        url: `/backoffice/screening/hits/${a.companyId}/disposition`,
        payload: { disposition: 'false_positive', reason: a.marker },
      },
    ],
  },
  'POST /backoffice/screening/hits/{hitId}/confirm': {
    kind: 'operator',
    calls: (a) => [{ url: `/backoffice/screening/hits/${a.companyId}/confirm` }],
  },
  // The customer's application page and the documents asked again: another customer's is 404.
  'GET /companies/{companyId}/application': {
    kind: 'owned',
    calls: (a) => [{ url: `/companies/${a.companyId}/application` }],
  },
  'POST /companies/{companyId}/application/requests/{requestId}/documents': {
    kind: 'owned',
    calls: (a) => [
      { url: `/companies/${a.companyId}/application/requests/${a.companyId}/documents`, upload: {} },
    ],
  },
  // The documents enhanced due diligence asks of the customer: another customer's are 404.
  'GET /companies/{companyId}/application/asked-documents': {
    kind: 'owned',
    calls: (a) => [{ url: `/companies/${a.companyId}/application/asked-documents` }],
  },
  'POST /companies/{companyId}/application/asked-documents/{requestId}/documents': {
    kind: 'owned',
    calls: (a) => [
      { url: `/companies/${a.companyId}/application/asked-documents/${a.companyId}/documents`, upload: {} },
    ],
  },
  // Compliance: the risk rating, identification measures and the regulator's export.
  'GET /backoffice/cases/{caseId}/risk': {
    kind: 'operator',
    calls: (a) => [{ url: `/backoffice/cases/${a.companyId}/risk` }],
  },
  'POST /backoffice/cases/{caseId}/risk/rate': {
    kind: 'operator',
    calls: (a) => [{ url: `/backoffice/cases/${a.companyId}/risk/rate`, payload: {} }],
  },
  'GET /backoffice/cases/{caseId}/identity-measures': {
    kind: 'operator',
    calls: (a) => [{ url: `/backoffice/cases/${a.companyId}/identity-measures` }],
  },
  'GET /backoffice/cases/{caseId}/export': {
    kind: 'operator',
    calls: (a) => [{ url: `/backoffice/cases/${a.companyId}/export` }],
  },
  // Withdrawal: another customer's opening is a 404 before any strong authentication is asked.
  'POST /companies/{companyId}/withdraw': {
    kind: 'owned',
    calls: (a) => [{ url: `/companies/${a.companyId}/withdraw` }],
  },
  // Erasure: another customer's opening is a 404, never erased.
  'POST /companies/{companyId}/erasure': {
    kind: 'owned',
    calls: (a) => [{ url: `/companies/${a.companyId}/erasure` }],
  },
  // The data export: no id, the caller's own data only (strong authentication first: 399).
  'POST /user/data-export': { kind: 'own-data', calls: () => [{ url: '/user/data-export' }] },
  // The insurer's side: the partner API takes partner tokens only (a customer's is no credential
  // there), the back-office's given-up reports, the customer's withdrawal of the consent.
  'POST /partner/v1/oauth/token': {
    kind: 'service',
    calls: () => [{ url: '/partner/v1/oauth/token', payload: { grant_type: 'client_credentials' } }],
  },
  'POST /partner/v1/signup-requests': {
    kind: 'service',
    calls: (a) => [
      {
        url: '/partner/v1/signup-requests',
        headers: { 'idempotency-key': a.marker },
        payload: {
          type: 'existing_company',
          person: { first_name: a.marker, last_name: a.marker, email: a.user.email, phone: '0601020304' },
          company: { siret: '12345678900015' },
        },
      },
    ],
  },
  'GET /partner/v1/signup-requests': {
    kind: 'service',
    calls: () => [{ url: '/partner/v1/signup-requests' }],
  },
  'GET /partner/v1/signup-requests/{uuid}': {
    kind: 'service',
    calls: (a) => [{ url: `/partner/v1/signup-requests/${a.signupRequestId}` }],
  },
  'POST /partner/v1/signup-requests/{uuid}/withdraw': {
    kind: 'service',
    calls: (a) => [{ url: `/partner/v1/signup-requests/${a.signupRequestId}/withdraw` }],
  },
  'GET /partner/v1/events': { kind: 'service', calls: () => [{ url: '/partner/v1/events' }] },
  'DELETE /companies/{companyId}/information-exchange-consent': {
    kind: 'owned',
    calls: (a) => [{ url: `/companies/${a.companyId}/information-exchange-consent` }],
  },
  'GET /backoffice/status-reports/failed': {
    kind: 'operator',
    calls: () => [{ url: '/backoffice/status-reports/failed' }],
  },
  'POST /backoffice/status-reports/{reportId}/replay': {
    kind: 'operator',
    calls: (a) => [
      { url: `/backoffice/status-reports/${a.companyId}/replay`, headers: { 'x-csrf-token': 'guess' } },
    ],
  },
  // Back-office queues and dashboard.
  'GET /backoffice/queues/{queue}': {
    kind: 'operator',
    calls: () => [{ url: '/backoffice/queues/contact' }],
  },
  'POST /backoffice/queues/{queue}/{itemId}/claim': {
    kind: 'operator',
    calls: (a) => [
      { url: `/backoffice/queues/contact/${a.marker}/claim`, headers: { 'x-csrf-token': 'guess' } },
    ],
  },
  'POST /backoffice/queues/{queue}/{itemId}/release': {
    kind: 'operator',
    calls: (a) => [
      { url: `/backoffice/queues/callback/${a.marker}/release`, headers: { 'x-csrf-token': 'guess' } },
    ],
  },
  'POST /backoffice/queues/{queue}/{itemId}/done': {
    kind: 'operator',
    calls: (a) => [
      {
        url: `/backoffice/queues/contact/${a.marker}/done`,
        headers: { 'x-csrf-token': 'guess' },
        payload: { note: 'Called back' },
      },
    ],
  },
  'GET /backoffice/dashboard': { kind: 'operator', calls: () => [{ url: '/backoffice/dashboard' }] },
  'GET /backoffice/operators': { kind: 'operator', calls: () => [{ url: '/backoffice/operators' }] },
  'POST /backoffice/operators/{operatorId}/disable': {
    kind: 'operator',
    calls: (a) => [
      { url: `/backoffice/operators/${a.marker}/disable`, headers: { 'x-csrf-token': 'guess' } },
    ],
  },
  'POST /backoffice/cases/{caseId}/claim': {
    kind: 'operator',
    calls: (a) => [
      { url: `/backoffice/cases/${a.companyId}/claim`, headers: { 'x-csrf-token': 'guess' }, payload: {} },
    ],
  },
  'POST /backoffice/cases/{caseId}/release': {
    kind: 'operator',
    calls: (a) => [{ url: `/backoffice/cases/${a.companyId}/release`, headers: { 'x-csrf-token': 'guess' } }],
  },
  'POST /backoffice/operators/invitations': {
    kind: 'operator',
    calls: (a) => [
      {
        url: '/backoffice/operators/invitations',
        headers: { 'x-csrf-token': 'guess' },
        payload: { email: a.user.email, name: 'Intruder', role: 'administrator' },
      },
    ],
  },
  'POST /backoffice/operators/invitation-proposals/{proposalId}/confirm': {
    kind: 'operator',
    calls: (a) => [
      {
        url: `/backoffice/operators/invitation-proposals/${a.marker}/confirm`,
        headers: { 'x-csrf-token': 'guess' },
      },
    ],
  },
  'POST /backoffice/operators/invitation-proposals/{proposalId}/decline': {
    kind: 'operator',
    calls: (a) => [
      {
        url: `/backoffice/operators/invitation-proposals/${a.marker}/decline`,
        headers: { 'x-csrf-token': 'guess' },
      },
    ],
  },
  'POST /backoffice/operators/{operatorId}/second-factor-reset': {
    kind: 'operator',
    calls: (a) => [
      { url: `/backoffice/operators/${a.marker}/second-factor-reset`, headers: { 'x-csrf-token': 'guess' } },
    ],
  },
  // The one-time links are anonymous: a token that opens no link is refused, nothing created.
  'POST /backoffice/invitations/lookup': {
    kind: 'operator',
    calls: (a) => [
      {
        url: '/backoffice/invitations/lookup',
        payload: { token: a.marker },
        asOther: [409],
        anonymous: [409],
      },
    ],
  },
  'POST /backoffice/invitations/accept': {
    kind: 'operator',
    calls: (a) => [
      {
        url: '/backoffice/invitations/accept',
        payload: { token: a.marker, password: a.user.password, code: '123456' },
        asOther: [409],
        anonymous: [409],
      },
    ],
  },
  'POST /backoffice/operators/{operatorId}/role-grants': {
    kind: 'operator',
    calls: (a) => [
      {
        url: `/backoffice/operators/${a.marker}/role-grants`,
        headers: { 'x-csrf-token': 'guess' },
        payload: { role: 'supervisor' },
      },
    ],
  },
  'POST /backoffice/operators/{operatorId}/role-grants/{grantId}/confirm': {
    kind: 'operator',
    calls: (a) => [
      {
        url: `/backoffice/operators/${a.marker}/role-grants/${a.marker}/confirm`,
        headers: { 'x-csrf-token': 'guess' },
      },
    ],
  },
  // Healthcare professionals: the company's directory links, and the search page's badges.
  'GET /companies/{companyId}/health-links': {
    kind: 'owned',
    calls: (a) => [{ url: `/companies/${a.companyId}/health-links` }],
  },
  'GET /health/badges': { kind: 'own-data', calls: () => [{ url: '/health/badges?sirens=732829320' }] },
  // Sign-in with Pro Santé Connect: anonymous until it signs in; the tie is the caller's own account.
  'POST /pro-sante-connect/start': { kind: 'public', calls: () => [{ url: '/pro-sante-connect/start' }] },
  'POST /pro-sante-connect/callback': {
    kind: 'public',
    calls: () => [{ url: '/pro-sante-connect/callback', payload: { state: 'not-issued', code: 'x' } }],
  },
  'POST /pro-sante-connect/decoupled': {
    kind: 'public',
    calls: () => [{ url: '/pro-sante-connect/decoupled', payload: { national_id: '819900000001' } }],
  },
  'POST /pro-sante-connect/decoupled/{requestId}/poll': {
    kind: 'public',
    calls: () => [{ url: '/pro-sante-connect/decoupled/not-issued/poll' }],
  },
  'GET /pro-sante-connect/professional-status': {
    kind: 'own-data',
    calls: () => [{ url: '/pro-sante-connect/professional-status' }],
    ownData: (body) => {
      // The callers of the matrix never signed in with Pro Santé Connect: nobody else's status leaks.
      if ((body as { professional_status?: unknown }).professional_status !== null)
        throw new Error("GET /pro-sante-connect/professional-status answered someone else's status");
    },
  },
  'POST /pro-sante-connect/link': {
    kind: 'own-data',
    calls: () => [{ url: '/pro-sante-connect/link', payload: { link_ticket: 'not-issued' } }],
  },
};

/** Routes the OpenAPI document leaves out on purpose, with their entries. */
export const HIDDEN_ROUTES: Record<string, MatrixEntry> = {
  'GET /dev/outbox': { kind: 'developer', calls: () => [{ url: '/dev/outbox?format=json' }] },
  // The orchestrator's probes (plugins/health-probes.ts).
  'GET /health/live': { kind: 'public', calls: () => [{ url: '/health/live' }] },
  'GET /health/ready': { kind: 'public', calls: () => [{ url: '/health/ready' }] },
};
