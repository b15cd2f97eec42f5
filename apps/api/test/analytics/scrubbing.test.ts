import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../src/clock';
import { newOperator, signedIn } from '../backoffice/operator-kit';
import { createTestApp, type TestApp } from '../helpers/test-app';

// The browser masks what it records, but the server does not trust it: whatever reaches it, an
// account number, an e-mail address, a phone number or an address's query string (a token, an
// e-mail) is taken out before anything is stored.

const clock = fixedClock(new Date('2026-11-27T09:00:00Z'));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock, env: { RATE_LIMIT_ENABLED: 'false' } });
});
afterAll(() => t.close());

const at = (offsetMs: number) => clock.now().getTime() + offsetMs;

/** What must never be stored, as a leaky page or a careless recorder would send it. */
const LEAKS = {
  ibanSpaced: 'FR76 3000 6000 0112 3456 7890 189',
  ibanTyped: 'de89370400440532013000',
  ribAccount: '30006 00001 12345678901 89',
  card: '4970 1012 3456 7890',
  email: 'jean.dupont@cabinet-dupont.fr',
  phone: '+33 6 12 34 56 78',
  phoneFrench: '06.12.34.56.78',
  token: 'tok_9f8e7d6c5b4a',
  queryEmail: 'visiteur%40exemple.fr',
};

const batchEvents = () => [
  // rrweb's meta event: the page's address.
  {
    type: 4,
    timestamp: at(0),
    data: { href: `https://app.example/signup?token=${LEAKS.token}#step-2`, width: 1280, height: 800 },
  },
  {
    type: 2,
    timestamp: at(10),
    data: {
      node: {
        type: 0,
        id: 1,
        childNodes: [
          {
            type: 2,
            id: 2,
            tagName: 'p',
            attributes: { title: `Écrire à ${LEAKS.email}` },
            childNodes: [
              {
                type: 3,
                id: 3,
                textContent: `Votre IBAN : ${LEAKS.ibanSpaced}, ouvert le 28/11/2026 pour 4 000,00 €`,
              },
            ],
          },
          {
            type: 2,
            id: 4,
            tagName: 'a',
            attributes: { href: `/reset?email=${LEAKS.queryEmail}#${LEAKS.token}` },
            childNodes: [{ type: 3, id: 5, textContent: `Compte ${LEAKS.ribAccount}` }],
          },
          {
            type: 2,
            id: 6,
            tagName: 'img',
            attributes: { src: 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAAB' },
            childNodes: [],
          },
        ],
      },
      initialOffset: { top: 0, left: 0 },
    },
  },
  // A mutation and input events: text changed on the page, values typed in fields.
  {
    type: 3,
    timestamp: at(20),
    data: {
      source: 0,
      texts: [{ id: 3, value: `Appelez le ${LEAKS.phone} ou le ${LEAKS.phoneFrench}` }],
      attributes: [{ id: 4, attributes: { href: `https://app.example/x?e=${LEAKS.queryEmail}` } }],
      removes: [],
      adds: [],
    },
  },
  { type: 3, timestamp: at(30), data: { source: 5, id: 9, text: LEAKS.ibanTyped, isChecked: false } },
  { type: 3, timestamp: at(40), data: { source: 5, id: 10, text: `Carte ${LEAKS.card}`, isChecked: false } },
];

const leaksIn = (text: string) =>
  Object.entries(LEAKS)
    .filter(([, leak]) => text.toLowerCase().includes(leak.toLowerCase()))
    .map(([name]) => name);

describe('consented analytics: what is stored of a recording', () => {
  it('holds no account number, e-mail address, phone number nor query string, whatever the browser sent', async () => {
    const id = randomUUID();
    const response = await t.app.inject({
      method: 'POST',
      url: '/analytics/recordings',
      payload: {
        session_id: id,
        page: `/signup?email=${LEAKS.queryEmail}#${LEAKS.token}`,
        events: batchEvents(),
      },
    });
    expect(response.statusCode, response.body).toBe(201);

    const batches = await t.deps.db
      .selectFrom('analytics_batches')
      .select('events')
      .where('recording_id', '=', id)
      .execute();
    const recording = await t.deps.db
      .selectFrom('analytics_recordings')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const stored = JSON.stringify({ batches, recording });
    expect(leaksIn(stored)).toEqual([]);
    expect(JSON.parse(recording.pages)).toEqual(['/signup']);

    // What an operator replays: the same events, their texts masked where the numbers were.
    const operator = await signedIn(t, await newOperator(t, 'supervisor'));
    const view = await t.app.inject({
      url: `/backoffice/analytics/recordings/${id}`,
      headers: operator.headers,
    });
    expect(view.statusCode, view.body).toBe(200);
    expect(leaksIn(view.body)).toEqual([]);
    const events = view.json().events;
    expect(events).toHaveLength(5);
    expect(events[0].data).toEqual({ href: 'https://app.example/signup', width: 1280, height: 800 });
    const paragraph = events[1].data.node.childNodes[0];
    expect(paragraph.childNodes[0].textContent).toBe(
      `Votre IBAN : ${'*'.repeat(LEAKS.ibanSpaced.length)}, ouvert le 28/11/2026 pour 4 000,00 €`,
    );
    expect(paragraph.attributes.title).toBe(`Écrire à ${'*'.repeat(LEAKS.email.length)}`);
    expect(events[1].data.node.childNodes[1].attributes.href).toBe('/reset');
    // An image's data is not text: left whole.
    expect(events[1].data.node.childNodes[2].attributes.src).toBe(
      'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAAB',
    );
    expect(events[2].data.attributes[0].attributes.href).toBe('https://app.example/x');
    expect(events[3].data).toEqual({
      source: 5,
      id: 9,
      text: '*'.repeat(LEAKS.ibanTyped.length),
      isChecked: false,
    });
  });

  it('keeps the masking check first: a clear password is still refused whole', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/analytics/recordings',
      payload: {
        session_id: randomUUID(),
        page: '/',
        events: [
          {
            type: 2,
            timestamp: at(0),
            data: {
              node: {
                type: 0,
                id: 1,
                childNodes: [
                  {
                    type: 2,
                    id: 7,
                    tagName: 'input',
                    attributes: { type: 'password', value: 'Secret-2026' },
                    childNodes: [],
                  },
                ],
              },
              initialOffset: { top: 0, left: 0 },
            },
          },
        ],
      },
    });
    expect(response.statusCode).toBe(422);
  });
});

describe('consented analytics: a batch no page makes', () => {
  it('is refused (422) when its events nest deeper than any page, never answered with a 500', async () => {
    const depth = 100_000;
    const sessionId = randomUUID();
    const response = await t.app.inject({
      method: 'POST',
      url: '/analytics/recordings',
      headers: { 'content-type': 'application/json' },
      payload: `{"session_id":"${sessionId}","page":"/","events":[{"type":3,"timestamp":${at(0)},"data":${'['.repeat(depth)}${']'.repeat(depth)}}]}`,
    });
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().fields.events).toBeTruthy();
    const stored = await t.deps.db
      .selectFrom('analytics_recordings')
      .select('id')
      .where('id', '=', sessionId)
      .execute();
    expect(stored).toEqual([]);
  });
});

describe('consented analytics: what is stored of a front-end error', () => {
  it('holds no account number, e-mail address, phone number nor query string', async () => {
    const sessionId = randomUUID();
    const response = await t.app.inject({
      method: 'POST',
      url: '/analytics/errors',
      payload: {
        session_id: sessionId,
        page: `/signup/company?siren=123&email=${LEAKS.queryEmail}`,
        kind: 'error',
        message: `Invalid e-mail ${LEAKS.email} for account ${LEAKS.ibanSpaced} (call ${LEAKS.phone})`,
        source: `https://app.example/assets/main-abc123.js?token=${LEAKS.token}`,
        line: 12,
        column: 34,
        stack: `Error: ${LEAKS.email}\n    at https://app.example/assets/main-abc123.js?token=${LEAKS.token}:12:34`,
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    const row = await t.deps.db
      .selectFrom('analytics_errors')
      .selectAll()
      .where('session_id', '=', sessionId)
      .executeTakeFirstOrThrow();
    expect(leaksIn(JSON.stringify(row))).toEqual([]);
    expect(row.page).toBe('/signup/company');
    expect(row.source).toBe('https://app.example/assets/main-abc123.js');
    expect(row.message).toMatch(/^Invalid e-mail \*+ for account \*+ \(call \*+\)$/);
    expect(row.stack).toContain('at https://app.example/assets/main-abc123.js');
    expect(row.line).toBe(12);
  });
});
