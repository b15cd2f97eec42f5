import { BACKOFFICE_ROUTE_ROLES, OPERATOR_ROLES, routeUrl } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATOR_COOKIE } from '../../src/plugins/operator-auth';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createTestUser } from '../helpers/test-user';
import { type CustomerCase, customerCase, fakeRegistry } from './case-fixtures';
import { newOperator, type SignedInOperator, signedIn } from './operator-kit';

let t: TestApp;
let customer: CustomerCase;

beforeAll(async () => {
  t = await createTestApp({ registry: fakeRegistry(), env: { RATE_LIMIT_ENABLED: 'false' } });
  customer = await customerCase(t);
});
afterAll(async () => {
  await t.close();
});

type Guarded = keyof typeof BACKOFFICE_ROUTE_ROLES;
const GUARDED = Object.keys(BACKOFFICE_ROUTE_ROLES) as Guarded[];

const call = (key: Guarded, headers: Record<string, string>, itemId = 'unknown') => {
  const [method, path] = key.split(' ') as ['GET' | 'POST' | 'PUT' | 'DELETE', string];
  const url = routeUrl(`${method} ${path}`, {
    caseId: customer.caseId,
    documentId: customer.documentId,
    // No given-up status report has this id: a role the route admits gets 404, not 403.
    reportId: customer.caseId,
    queue: 'contact',
    itemId,
    // Consented analytics: no recording has this id either.
    recordingId: customer.caseId,
    // No first transfer has this id.
    transferId: customer.caseId,
    // No operator and no role grant have these ids.
    operatorId: customer.caseId,
    grantId: customer.caseId,
    // Nor an invitation proposal.
    proposalId: customer.caseId,
    // No screening hit has this id: a role the route admits gets 404, not 403.
    hitId: customer.caseId,
  });
  const payload = key.endsWith('/done')
    ? { note: 'Answered by e-mail' }
    : key.endsWith('/disposition')
      ? { disposition: 'false_positive', reason: 'Homonyme' }
      : key.endsWith('/role-grants')
        ? { role: 'supervisor' }
        : undefined;
  return t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
};

/** A fresh contact message, for a queue action to act on (claimed first when the action is done). */
const queueItemFor = async (key: Guarded, session: SignedInOperator): Promise<string | undefined> => {
  if (!key.startsWith('POST /backoffice/queues/')) return undefined;
  const { id } = await t.app.services.contact.receive(
    { email: 'visitor@example.test', subject: 'Question', message: 'Bonjour' },
    { language: 'fr' },
  );
  if (key.endsWith('/done')) {
    await t.app.inject({
      method: 'POST',
      url: `/backoffice/queues/contact/${id}/claim`,
      headers: session.writeHeaders,
    });
  }
  return id;
};

describe('each role on each back-office route', () => {
  for (const role of OPERATOR_ROLES) {
    for (const key of GUARDED) {
      const allowed = BACKOFFICE_ROUTE_ROLES[key].includes(role);
      it(`${role} ${allowed ? 'reaches' : 'is refused'} ${key}`, async () => {
        const session: SignedInOperator = await signedIn(t, await newOperator(t, role));
        const itemId = allowed ? await queueItemFor(key, session) : undefined;
        const response = await call(key, session.writeHeaders, itemId);
        if (allowed && key.startsWith('POST /backoffice/queues/'))
          expect(response.statusCode, response.body).toBe(200);
        // A decision (POST, PUT) passes the role check, then its body and the case's status decide (422, 409...).
        else if (allowed && (key.startsWith('POST') || key.startsWith('PUT')))
          expect([401, 403], response.body).not.toContain(response.statusCode);
        // No recording has the id asked, and a signup has no capital deposit: a role the route
        // admits gets 404, not 403.
        else if (allowed && (key.endsWith('{recordingId}') || key.endsWith('/capital-deposit')))
          expect(response.statusCode, response.body).toBe(404);
        else if (allowed)
          expect(response.statusCode, response.body).toBe(key.startsWith('DELETE') ? 204 : 200);
        else expect(response.statusCode, response.body).toBe(403);
      });
    }
  }

  it('a reviewer cannot check the journal, an auditor and a supervisor can', () => {
    expect(BACKOFFICE_ROUTE_ROLES['GET /backoffice/audit/verify']).toEqual(['auditor', 'supervisor']);
  });
});

describe('who is not an operator', () => {
  it('an anonymous caller reaches no back-office route but sign-in', async () => {
    for (const key of GUARDED) expect((await call(key, {})).statusCode, key).toBe(401);
  });

  it('a customer bearer token reaches no back-office route, even with a CSRF header', async () => {
    const user = await createTestUser(t.deps);
    for (const key of GUARDED) {
      const response = await call(key, { ...user.headers, 'x-csrf-token': 'anything' });
      expect(response.statusCode, key).toBe(401);
    }
  });

  it('an operator session reaches no customer route', async () => {
    const session = await signedIn(t, await newOperator(t, 'supervisor'));
    for (const url of [
      '/user',
      `/companies/${customer.caseId}/documents`,
      `/documents/${customer.documentId}`,
    ]) {
      const response = await t.app.inject({ method: 'GET', url, headers: session.headers });
      expect(response.statusCode, url).toBe(401);
    }
    // Even a customer's path under the cookie's name is no session: the cookie is the back-office's only.
    const asBearer = await t.app.inject({
      method: 'GET',
      url: '/user',
      headers: { authorization: `Bearer ${session.cookie}` },
    });
    expect(asBearer.statusCode).toBe(401);
  });
});

describe('CORS', () => {
  it('lets the back-office origin call /backoffice with its cookie, and no other origin', async () => {
    const preflight = (origin: string, url: string) =>
      t.app.inject({
        method: 'OPTIONS',
        url,
        headers: {
          origin,
          'access-control-request-method': 'DELETE',
          'access-control-request-headers': 'x-csrf-token',
        },
      });
    const backoffice = await preflight('http://localhost:8082', '/backoffice/session');
    expect(backoffice.headers['access-control-allow-origin']).toBe('http://localhost:8082');
    expect(backoffice.headers['access-control-allow-credentials']).toBe('true');
    const customerApp = await preflight('http://localhost:8080', '/backoffice/session');
    expect(customerApp.headers['access-control-allow-origin']).toBeUndefined();
    const customerRoute = await preflight('http://localhost:8082', '/user');
    expect(customerRoute.headers['access-control-allow-origin']).toBeUndefined();
    expect(OPERATOR_COOKIE).toBe('bo_session');
  });
});
