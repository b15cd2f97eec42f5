import { ANONYMOUS_BACKOFFICE_ROUTES, BACKOFFICE_ROUTE_ROLES } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createTestUser } from '../helpers/test-user';
import { newOperator, type SignedInOperator, signedIn } from './operator-kit';

// The session, its CSRF token and the role are checked before anything of the request is read:
// a caller without them learns nothing of what a route expects (no 422 naming fields), and no
// body is parsed or validated for them.

let t: TestApp;
let reviewer: SignedInOperator;

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_ENABLED: 'false' } });
  reviewer = await signedIn(t, await newOperator(t, 'reviewer'));
});
afterAll(async () => {
  await t.close();
});

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const anonymous = new Set<string>(ANONYMOUS_BACKOFFICE_ROUTES);

/** Every back-office route the app registered, but the anonymous ones (sign-in, the one-time links). */
const guardedRoutes = () =>
  t.app.registeredRoutes.filter(
    (route) =>
      route.url.startsWith('/backoffice/') &&
      route.method !== 'OPTIONS' &&
      !anonymous.has(`${route.method} ${route.url}`),
  );

const ID = '00000000-0000-4000-8000-000000000000';

/** The route's path with its parameters filled: well-formed, or each one malformed. */
const pathOf = (url: string, malformed: boolean) =>
  url.replace(/:(\w+)/g, (_match, name: string) =>
    // Longer than an id may be, yet short enough for the router (which answers 414 itself beyond).
    malformed ? (name === 'queue' ? 'nope' : 'x'.repeat(80)) : name === 'queue' ? 'contact' : ID,
  );

/** Calls with bad input of every kind: a body of the wrong shape, one that is no JSON, a bad query, bad path parameters. */
const badCalls = (method: string, url: string) =>
  [
    {
      what: 'a body of the wrong shape',
      path: pathOf(url, false),
      payload: { note: 42, decision: 'maybe', x: [] },
    },
    { what: 'a body that is no JSON', path: pathOf(url, false), payload: '{"note": ', json: true },
    {
      what: 'a bad query',
      path: `${pathOf(url, false)}?page=-3&status=nope&from=yesterday`,
      payload: undefined,
    },
    { what: 'bad path parameters', path: pathOf(url, true), payload: undefined },
  ].map((call) => ({
    ...call,
    method,
    payload: SAFE_METHODS.has(method) && call.payload !== undefined && !call.json ? undefined : call.payload,
  }));

const send = (call: ReturnType<typeof badCalls>[number], headers: Record<string, string>) =>
  t.app.inject({
    method: call.method as 'GET' | 'POST' | 'DELETE',
    url: call.path,
    headers: call.payload === undefined ? headers : { ...headers, 'content-type': 'application/json' },
    ...(call.payload === undefined ? {} : { payload: call.payload }),
  });

describe('the session before the input, on every back-office route', () => {
  it('covers every guarded route of the roles table', () => {
    const registered = new Set(
      guardedRoutes().map((route) => `${route.method} ${route.url.replace(/:(\w+)/g, '{$1}')}`),
    );
    expect([...registered].sort()).toEqual(Object.keys(BACKOFFICE_ROUTE_ROLES).sort());
  });

  it('answers 401 to a caller without a session, whatever the body, query or path', async () => {
    const user = await createTestUser(t.deps);
    const wrong: string[] = [];
    for (const route of guardedRoutes()) {
      for (const call of badCalls(route.method, route.url)) {
        for (const headers of [{}, user.headers, { cookie: 'bo_session=forged' }] as Record<
          string,
          string
        >[]) {
          const response = await send(call, headers);
          if (response.statusCode !== 401)
            wrong.push(`${route.method} ${route.url}, ${call.what}: ${response.statusCode}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('answers 403 to a signed-in operator without the CSRF token on a state-changing call, before its body', async () => {
    const wrong: string[] = [];
    for (const route of guardedRoutes().filter((entry) => !SAFE_METHODS.has(entry.method))) {
      for (const call of badCalls(route.method, route.url)) {
        const response = await send(call, reviewer.headers);
        if (response.statusCode !== 403)
          wrong.push(`${route.method} ${route.url}, ${call.what}: ${response.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('answers 403 to a role the route does not admit, before its body', async () => {
    const wrong: string[] = [];
    const refused = guardedRoutes().filter((route) => {
      const key =
        `${route.method} ${route.url.replace(/:(\w+)/g, '{$1}')}` as keyof typeof BACKOFFICE_ROUTE_ROLES;
      return !BACKOFFICE_ROUTE_ROLES[key].includes('reviewer');
    });
    expect(refused.length).toBeGreaterThan(0);
    for (const route of refused) {
      for (const call of badCalls(route.method, route.url)) {
        const response = await send(call, reviewer.writeHeaders);
        if (response.statusCode !== 403)
          wrong.push(`${route.method} ${route.url}, ${call.what}: ${response.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('still validates the input of a caller who passes: 422 with the field named', async () => {
    const supervisor = await signedIn(t, await newOperator(t, 'supervisor'));
    const response = await t.app.inject({
      method: 'POST',
      url: `/backoffice/cases/${ID}/refuse`,
      headers: { ...supervisor.writeHeaders, 'x-language': 'en' },
      payload: { reason_code: 'nope', note: '' },
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().fields ?? {})).toContain('note');
  });
});
