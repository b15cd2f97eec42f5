import { API_ROUTES, type RouteContract, routeKeyOf } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * The web parses every answer with the reply schema of the shared contract table. These checks
 * fail as soon as a route answers with another schema than the one the web parses with.
 */
describe('route contracts', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  const contracts: Record<string, RouteContract> = API_ROUTES;
  const registered = () =>
    testApp.app.registeredRoutes
      .filter((route) => !route.url.startsWith('/docs'))
      .map((route) => ({ ...route, key: routeKeyOf(route.method, route.url) }));

  it('every contract names a route the API registers', () => {
    const keys = new Set(registered().map((route) => route.key));
    expect(Object.keys(contracts).filter((key) => !keys.has(key))).toEqual([]);
  });

  it("each contracted route answers its success statuses with the contract's own schema object", () => {
    const mismatches: string[] = [];
    for (const route of registered()) {
      const contract = contracts[route.key];
      if (!contract?.reply) continue;
      for (const status of contract.statuses ?? [200]) {
        if (route.response[status] !== contract.reply) mismatches.push(`${route.key} ${status}`);
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('no JSON route answers success with a schema of its own outside the table', () => {
    const uncontracted = registered()
      .filter((route) => !contracts[route.key]?.reply)
      .filter((route) => [200, 201].some((status) => route.response[status] !== undefined))
      .map((route) => route.key);
    expect(uncontracted).toEqual([]);
  });
});
