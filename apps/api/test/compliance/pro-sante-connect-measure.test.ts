import { missingIdentityMeasures } from '@app/domain';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PscStandin, startPscStandin } from '../../../../scripts/pro-sante-connect/standin-server';
import type { SignedInOperator } from '../backoffice/operator-kit';
import { fakeRegistry, newOperator, signedIn } from '../decisions/decision-kit';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { authorizeAs, callback, pscEnv } from '../pro-sante-connect/psc-sign-in';
import {
  DEMO_ESTABLISHMENTS_PATH,
  DEMO_PRACTITIONERS_PATH,
  importDirectories,
} from '../sante/sante-fixtures';
import { submittedWithFiles } from './compliance-kit';

let standin: PscStandin;
let t: TestApp;
let auditor: SignedInOperator;
let caseId: string;

beforeAll(async () => {
  standin = await startPscStandin();
  t = await createTestApp({
    registry: fakeRegistry(),
    env: { ...pscEnv(standin), RATE_LIMIT_ENABLED: 'false' },
  });
  await importDirectories(t.deps, [DEMO_PRACTITIONERS_PATH, DEMO_ESTABLISHMENTS_PATH]);
  auditor = await signedIn(t, await newOperator(t, 'auditor'));
  const opened = await submittedWithFiles(t);
  caseId = opened.caseId;
  // The case's customer signed in with Pro Santé Connect and tied the account, with the practice.
  const signIn = (await callback(t, await authorizeAs(t, 'camille-martin'), 'fr')).json();
  const linked = await t.app.inject({
    method: 'POST',
    url: '/pro-sante-connect/link',
    headers: opened.user.headers,
    payload: { link_ticket: signIn.link_ticket, practice_siret: '99000000100012' },
  });
  expect(linked.statusCode, linked.body).toBe(200);
});
afterAll(async () => {
  await t?.close();
  await standin?.close();
});

const get = async (url: string) => {
  const response = await t.app.inject({ method: 'GET', url, headers: auditor.headers });
  expect(response.statusCode, response.body).toBe(200);
  return response;
};

describe("Pro Santé Connect in the case's identification measures", () => {
  it('lists the professional status with its evidence, of its own kind, and waives no identity measure', async () => {
    const { measures } = (await get(`/backoffice/cases/${caseId}/identity-measures`)).json();
    expect(measures).toEqual([
      expect.objectContaining({
        measure: 'professional_status_pro_sante_connect',
        kind: 'professional_status',
        subject: expect.objectContaining({ type: 'user' }),
        document: null,
        transfer: null,
        professional_status: {
          issuer: standin.issuer,
          subject: '819900000001',
          acr: 'eidas1',
          verified_at: expect.any(String),
          directory: 'rpps',
          professional_number: '19900000001',
          practice_siret: '99000000100012',
        },
      }),
    ]);
    // The identity document and the first transfer are still required.
    expect(missingIdentityMeasures(measures)).toEqual([
      'identity_document_copy',
      'first_transfer_own_account',
    ]);
  });

  it("is in the regulator's export, and the case page shows the professional status", async () => {
    const exported = await t.app.inject({
      method: 'GET',
      url: `/backoffice/cases/${caseId}/export`,
      headers: auditor.headers,
    });
    expect(exported.statusCode, exported.body).toBe(200);
    const files = unzipSync(new Uint8Array(exported.rawPayload));
    const record = Object.entries(files).find(([name]) => name.endsWith('.json'));
    expect(record).toBeDefined();
    const json = JSON.parse(strFromU8(record?.[1] ?? new Uint8Array()));
    expect(json.identity_measures).toEqual([
      expect.objectContaining({
        measure: 'professional_status_pro_sante_connect',
        kind: 'professional_status',
      }),
    ]);
    const detail = (await get(`/backoffice/cases/${caseId}`)).json();
    expect(detail.professional_status).toMatchObject({
      identity: { professional_number: '19900000001', verified_by: 'pro_sante_connect' },
      practice: { siret: '99000000100012', name: 'CABINET DU DR MARTIN' },
    });
  });
});
