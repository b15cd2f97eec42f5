import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../src/clock';
import { currentTotp } from '../../src/modules/operators/totp';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { journalEntries, newOperator, type SignedInOperator, signedIn, signIn } from './operator-kit';

const clock = fixedClock(new Date('2026-11-25T09:00:00Z'));
let t: TestApp;
let counter = 0;

beforeAll(async () => {
  t = await createTestApp({ clock, env: { RATE_LIMIT_ENABLED: 'false' } });
});
afterAll(async () => {
  await t.close();
});

const post = (who: SignedInOperator, url: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: { ...who.writeHeaders, 'accept-language': 'en' }, payload });

const anonymous = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: { 'accept-language': 'en' }, payload });

const mailsTo = (email: string) =>
  t.deps.db.selectFrom('outbox_messages').select(['body_text']).where('recipient', '=', email).execute();

const linksTo = (email: string) =>
  t.deps.db.selectFrom('operator_invitations').select('id').where('email', '=', email).execute();

/** Two administrators: the proposer and the second pair of eyes. */
async function twoAdministrators() {
  const proposer = await signedIn(t, await newOperator(t, 'administrator'));
  const second = await signedIn(t, await newOperator(t, 'administrator'));
  return { proposer, second };
}

async function propose(admin: SignedInOperator, role: 'supervisor' | 'administrator') {
  counter += 1;
  const email = `promoted${counter}@bank.example`;
  const response = await post(admin, '/backoffice/operators/invitations', {
    email,
    name: `Sophie Durand ${counter}`,
    role,
  });
  expect(response.statusCode, response.body).toBe(201);
  return { email, proposal: response.json() };
}

const confirmUrl = (id: string) => `/backoffice/operators/invitation-proposals/${id}/confirm`;
const declineUrl = (id: string) => `/backoffice/operators/invitation-proposals/${id}/decline`;

describe('an invitation to a supervisor or an administrator under four-eyes', () => {
  it('is a proposal: no link and no e-mail, listed as waiting, and its proposer cannot confirm it', async () => {
    const { proposer, second } = await twoAdministrators();
    const { email, proposal } = await propose(proposer, 'administrator');
    expect(proposal).toMatchObject({
      status: 'awaiting_confirmation',
      email,
      role: 'administrator',
      proposed_by: { id: proposer.operatorId },
    });
    expect(await mailsTo(email)).toEqual([]);
    expect(await linksTo(email)).toEqual([]);

    const list = (await t.app.inject({ url: '/backoffice/operators', headers: second.headers })).json();
    expect(list.invitation_proposals).toContainEqual(
      expect.objectContaining({ id: proposal.id, email, role: 'administrator' }),
    );
    expect(list.invitations).not.toContainEqual(expect.objectContaining({ email }));

    const own = await post(proposer, confirmUrl(proposal.id));
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe('You proposed this invitation: another administrator must confirm it.');
    const ownInFrench = await t.app.inject({
      method: 'POST',
      url: confirmUrl(proposal.id),
      headers: { ...proposer.writeHeaders, 'x-language': 'fr' },
    });
    expect(ownInFrench.json().message).toBe(
      'Vous avez proposé cette invitation\u00a0: un autre administrateur doit la confirmer.',
    );
    expect(await mailsTo(email)).toEqual([]);
    expect((await journalEntries(t, 'operator.invitation_proposed')).at(-1)).toMatchObject({
      actor_id: proposer.operatorId,
      object_id: proposal.id,
    });
  });

  it('is e-mailed once a second administrator confirms: the link works and the new administrator signs in', async () => {
    const { proposer, second } = await twoAdministrators();
    const { email, proposal } = await propose(proposer, 'supervisor');
    const confirmed = await post(second, confirmUrl(proposal.id));
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ email, role: 'supervisor' });

    const mails = await mailsTo(email);
    expect(mails).toHaveLength(1);
    const token = /\/invitation#([\w-]+)/.exec(mails[0]?.body_text ?? '')?.[1] as string;
    const opened = await anonymous('/backoffice/invitations/lookup', { token });
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json()).toMatchObject({ purpose: 'invitation', email, role: 'supervisor' });
    const secret = opened.json().totp_secret as string;
    const accepted = await anonymous('/backoffice/invitations/accept', {
      token,
      password: 'Dossiers-bien-tenus-2026',
      code: currentTotp(secret, clock.now()),
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    clock.advance(30_000);
    const first = await signIn(t, email, currentTotp(secret, clock.now()), 'Dossiers-bien-tenus-2026');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().operator).toMatchObject({ email, role: 'supervisor' });

    // Journaled like a role change: who confirmed, naming who proposed.
    expect((await journalEntries(t, 'operator.invited')).at(-1)).toMatchObject({
      actor_id: second.operatorId,
      object_id: first.json().operator.id,
    });
    const invited = JSON.parse((await journalEntries(t, 'operator.invited')).at(-1)?.after_value ?? '{}');
    expect(invited).toMatchObject({ proposal_id: proposal.id, proposed_by: proposer.operatorId });
    const again = await post(second, confirmUrl(proposal.id));
    expect(again.statusCode).toBe(409);
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it('declined by another administrator, or withdrawn by its proposer: no e-mail, and the link never exists', async () => {
    const { proposer, second } = await twoAdministrators();
    const declined = await propose(proposer, 'administrator');
    const decline = await post(second, declineUrl(declined.proposal.id));
    expect(decline.statusCode, decline.body).toBe(200);
    expect(decline.json()).toMatchObject({ outcome: 'declined' });
    const withdrawn = await propose(proposer, 'supervisor');
    const withdraw = await post(proposer, declineUrl(withdrawn.proposal.id));
    expect(withdraw.json()).toMatchObject({ outcome: 'withdrawn' });

    for (const { email, proposal } of [declined, withdrawn]) {
      const late = await post(second, confirmUrl(proposal.id));
      expect(late.statusCode).toBe(409);
      expect(late.json().message).toBe('This invitation is no longer waiting for confirmation.');
      expect(await mailsTo(email)).toEqual([]);
      expect(await linksTo(email)).toEqual([]);
    }
    const list = (await t.app.inject({ url: '/backoffice/operators', headers: second.headers })).json();
    expect(list.invitation_proposals).not.toContainEqual(expect.objectContaining({ email: declined.email }));
    expect((await journalEntries(t, 'operator.invitation_declined')).at(-1)).toMatchObject({
      actor_id: second.operatorId,
      object_id: declined.proposal.id,
    });
    expect((await journalEntries(t, 'operator.invitation_withdrawn')).at(-1)).toMatchObject({
      actor_id: proposer.operatorId,
      object_id: withdrawn.proposal.id,
    });
  });

  it('holds the address: no other invitation to it goes round the proposal', async () => {
    const { proposer, second } = await twoAdministrators();
    const { email } = await propose(proposer, 'supervisor');
    const round = await post(second, '/backoffice/operators/invitations', {
      email,
      name: 'Sophie Durand',
      role: 'reviewer',
    });
    expect(round.statusCode).toBe(409);
    expect(round.json().message).toContain('waiting for another administrator');
    expect(await linksTo(email)).toEqual([]);
  });
});

describe('an invitation to a reviewer or an auditor', () => {
  it('is e-mailed at once by one administrator', async () => {
    const admin = await signedIn(t, await newOperator(t, 'administrator'));
    for (const role of ['reviewer', 'auditor']) {
      counter += 1;
      const email = `joining${counter}@bank.example`;
      const sent = await post(admin, '/backoffice/operators/invitations', {
        email,
        name: 'Romain Nouvel',
        role,
      });
      expect(sent.statusCode, sent.body).toBe(201);
      expect(sent.json()).toMatchObject({ status: 'sent', email, role });
      expect(await mailsTo(email)).toHaveLength(1);
    }
  });
});
