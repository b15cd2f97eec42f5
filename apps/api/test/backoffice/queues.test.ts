import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../src/clock';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { journalEntries, newOperator, type SignedInOperator, signedIn } from './operator-kit';

const clock = fixedClock(new Date('2026-11-26T10:00:00Z'));
let t: TestApp;
let alice: SignedInOperator;
let bruno: SignedInOperator;
let chef: SignedInOperator;
let auditor: SignedInOperator;
let aliceId: string;
const contacts: string[] = [];
let callback: string;

/** A visitor's message through the customer app's route, a minute after the previous one. */
const sendContact = async (subject: string) => {
  clock.advance(60_000);
  const response = await t.app.inject({
    method: 'POST',
    url: '/contact',
    headers: { 'x-language': 'en' },
    payload: { email: 'Visitor@Example.test', subject, message: `About ${subject}` },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id as string;
};

beforeAll(async () => {
  t = await createTestApp({ clock, env: { RATE_LIMIT_ENABLED: 'false' } });
  const aliceOperator = await newOperator(t, 'reviewer');
  aliceId = aliceOperator.id;
  alice = await signedIn(t, aliceOperator);
  bruno = await signedIn(t, await newOperator(t, 'reviewer'));
  chef = await signedIn(t, await newOperator(t, 'supervisor'));
  auditor = await signedIn(t, await newOperator(t, 'auditor'));
  for (const subject of ['Card', 'Cheques', 'Fees']) contacts.push(await sendContact(subject));
  const reminder = await t.app.inject({
    method: 'POST',
    url: '/user/signup-reminder',
    headers: { 'x-language': 'fr' },
    payload: {
      first_name: 'Camille',
      last_name: 'Martin',
      email: 'camille@example.test',
      phone: '06 12 34 56 78',
      company_name: 'Cabinet Martin',
      company_size: '1-10',
    },
  });
  expect(reminder.statusCode, reminder.body).toBe(201);
  callback = reminder.json().id;
});
afterAll(async () => {
  await t.close();
});

const list = (session: SignedInOperator, query: string) =>
  t.app.inject({ method: 'GET', url: `/backoffice/queues/${query}`, headers: session.headers });
const act = (session: SignedInOperator, queue: string, id: string, action: string, payload?: object) =>
  t.app.inject({
    method: 'POST',
    url: `/backoffice/queues/${queue}/${id}/${action}`,
    headers: session.writeHeaders,
    ...(payload ? { payload } : {}),
  });

describe('the contact queue', () => {
  it('lists the open messages oldest first, with what the visitor wrote and the open counts', async () => {
    const response = await list(auditor, 'contact');
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.items.map((item: { subject: string }) => item.subject)).toEqual(['Card', 'Cheques', 'Fees']);
    expect(body.items[0]).toMatchObject({
      id: contacts[0],
      queue: 'contact',
      status: 'open',
      email: 'visitor@example.test',
      message: 'About Card',
      language: 'en',
      claimed_by: null,
      phone: null,
    });
    expect(body).toMatchObject({ total: 3, page: 1, page_size: 25 });
    expect(body.open_counts.contact).toBe(3);
  });

  it('is claimed by one operator: another gets 409 until it is released, and each move is journaled', async () => {
    const id = contacts[0] as string;
    const claimed = await act(alice, 'contact', id, 'claim');
    expect(claimed.statusCode, claimed.body).toBe(200);
    expect(claimed.json()).toMatchObject({ status: 'claimed', claimed_by: { id: aliceId } });
    // Claiming again what one holds changes nothing.
    expect((await act(alice, 'contact', id, 'claim')).statusCode).toBe(200);
    const refused = await act(bruno, 'contact', id, 'claim');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'Un autre opérateur a pris cette demande\u00a0: elle doit être libérée avant.',
    );
    expect((await act(bruno, 'contact', id, 'release')).statusCode).toBe(409);
    expect((await act(bruno, 'contact', id, 'done', { note: 'Mine now' })).statusCode).toBe(409);

    const released = await act(alice, 'contact', id, 'release');
    expect(released.json()).toMatchObject({ status: 'open', claimed_by: null });
    expect((await act(bruno, 'contact', id, 'claim')).json()).toMatchObject({ status: 'claimed' });

    const claims = await journalEntries(t, 'queue.claimed');
    expect(claims).toHaveLength(2);
    expect(claims[0]).toMatchObject({
      actor_type: 'operator',
      actor_id: aliceId,
      object_type: 'contact_message',
      object_id: id,
    });
    const releases = await journalEntries(t, 'queue.released');
    expect(releases).toHaveLength(1);
    expect(JSON.parse(releases[0]?.before_value ?? '{}')).toEqual({ status: 'claimed', claimed_by: aliceId });
  });

  it('is marked done by its holder with a note, then leaves the open list', async () => {
    const id = contacts[0] as string;
    const empty = await act(bruno, 'contact', id, 'done', { note: '   ' });
    expect(empty.statusCode).toBe(422);
    expect((await list(auditor, 'contact?status=claimed')).json().items).toHaveLength(1);
    const done = await act(bruno, 'contact', id, 'done', { note: 'Answered by e-mail: card sent Monday.' });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({
      status: 'done',
      done_note: 'Answered by e-mail: card sent Monday.',
      done_at: clock.now().toISOString(),
    });
    expect((await act(alice, 'contact', id, 'claim')).statusCode).toBe(409);
    expect((await act(bruno, 'contact', id, 'done', { note: 'Again' })).statusCode).toBe(409);
    const open = (await list(alice, 'contact')).json();
    expect(open.items.map((item: { id: string }) => item.id)).toEqual([contacts[1], contacts[2]]);
    expect((await list(alice, 'contact?status=done')).json().items[0].done_by.name).toMatch(
      /^Agent reviewer/,
    );
    const [entry] = await journalEntries(t, 'queue.done');
    expect(JSON.parse(entry?.after_value ?? '{}')).toEqual({
      status: 'done',
      note: 'Answered by e-mail: card sent Monday.',
    });
  });

  it('cannot be marked done before it is claimed; a supervisor may release another operator’s claim', async () => {
    const id = contacts[1] as string;
    expect((await act(alice, 'contact', id, 'done', { note: 'Done' })).statusCode).toBe(409);
    await act(alice, 'contact', id, 'claim');
    const released = await act(chef, 'contact', id, 'release');
    expect(released.statusCode, released.body).toBe(200);
    expect(released.json().status).toBe('open');
  });

  it('refuses the auditor any change, an unknown item with 404 and an unknown queue with 422', async () => {
    const id = contacts[2] as string;
    expect((await act(auditor, 'contact', id, 'claim')).statusCode).toBe(403);
    expect((await act(alice, 'contact', 'nope', 'claim')).statusCode).toBe(404);
    expect((await list(alice, 'letters')).statusCode).toBe(422);
    // A contact message is not a call-back request.
    expect((await act(alice, 'callback', id, 'claim')).statusCode).toBe(404);
    const unchanged = await t.deps.db
      .selectFrom('contact_messages')
      .select('queue_status')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(unchanged.queue_status).toBe('open');
  });

  it('refuses a change without the CSRF token', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/backoffice/queues/contact/${contacts[2]}/claim`,
      headers: alice.headers,
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('the call-back queue', () => {
  it('lists the mobile visitors’ requests with name, phone and company, and works the same way', async () => {
    const body = (await list(alice, 'callback')).json();
    expect(body.items).toHaveLength(1);
    expect(body.items[0]).toMatchObject({
      id: callback,
      queue: 'callback',
      name: 'Camille Martin',
      company_name: 'Cabinet Martin',
      subject: null,
    });
    expect(body.items[0].phone).toMatch(/6 ?12 ?34 ?56 ?78/);
    expect((await act(alice, 'callback', callback, 'claim')).statusCode).toBe(200);
    const done = await act(alice, 'callback', callback, 'done', { note: 'Called back, meeting on Friday.' });
    expect(done.json().status).toBe('done');
    const [entry] = (await journalEntries(t, 'queue.done')).filter((row) => row.object_id === callback);
    expect(entry).toMatchObject({ object_type: 'callback_request' });
  });
});
