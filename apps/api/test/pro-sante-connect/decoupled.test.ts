import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PscStandin, startPscStandin } from '../../../../scripts/pro-sante-connect/standin-server';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { DEMO_PRACTITIONERS_PATH, importDirectories } from '../sante/sante-fixtures';
import { pscEnv } from './psc-sign-in';

let standin: PscStandin;
let t: TestApp;
beforeAll(async () => {
  // A short wait for the phone, so the expiry is seen within the test.
  standin = await startPscStandin({ backchannelExpiresSeconds: 2 });
  t = await createTestApp({ env: pscEnv(standin) });
  await importDirectories(t.deps, [DEMO_PRACTITIONERS_PATH]);
});
afterAll(async () => {
  await t?.close();
  await standin?.close();
});

const start = async () => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/pro-sante-connect/decoupled',
    payload: { national_id: '819900000001' },
  });
  expect(response.statusCode).toBe(200);
  return response.json() as { request_id: string; binding_message: string; expires_at: string };
};
const poll = (id: string) => t.app.inject({ method: 'POST', url: `/pro-sante-connect/decoupled/${id}/poll` });

/** The practitioner's phone: the pending request showing these two digits, answered. */
async function answerOnPhone(bindingMessage: string, answer: 'approve' | 'refuse') {
  const page = await (await fetch(standin.phoneUrl)).text();
  const line = page.split('<li>').find((item) => item.includes(`<strong>${bindingMessage}</strong>`));
  const request = line?.match(/request=([\w-]+)&(?:amp;|#38;)?answer=approve/)?.[1];
  if (!request) throw new Error(`no pending request with code ${bindingMessage} on the phone`);
  expect((await fetch(`${standin.phoneUrl}?request=${request}&answer=${answer}`)).status).toBe(200);
}

describe('decoupled sign-in with the e-CPS phone', () => {
  it('shows two digits, waits, then signs the practitioner in once the phone approves', async () => {
    const started = await start();
    expect(started.binding_message).toMatch(/^\d{2}$/);
    expect((await poll(started.request_id)).json()).toEqual({ status: 'pending', sign_in: null });
    await answerOnPhone(started.binding_message, 'approve');
    const approved = (await poll(started.request_id)).json();
    expect(approved.status).toBe('approved');
    expect(approved.sign_in.identity).toMatchObject({
      national_id: '819900000001',
      verified_by: 'pro_sante_connect',
    });
    expect(approved.sign_in.practices).toHaveLength(1);
    // Finished: polled again, it is not a second sign-in.
    expect((await poll(started.request_id)).statusCode).toBe(409);
  });

  it('says refused when the practitioner refuses on the phone', async () => {
    const started = await start();
    await answerOnPhone(started.binding_message, 'refuse');
    expect((await poll(started.request_id)).json()).toEqual({ status: 'refused', sign_in: null });
  });

  it('says expired when the phone never answers', async () => {
    const started = await start();
    await new Promise((resolve) => setTimeout(resolve, 2_200));
    expect((await poll(started.request_id)).json()).toEqual({ status: 'expired', sign_in: null });
  });
});
