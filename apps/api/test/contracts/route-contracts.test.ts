import { API_ROUTES, type RouteContract, routeKeyOf } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * Routes whose body is the contract's shape with a check only the server can run, built by the
 * same domain factory: their JSON Schema must be the contract's.
 */
const SERVER_CHECKED_BODIES: Readonly<Record<string, string>> = {
  'POST /user': "the password's strength, scored in a worker thread (accountCreateSchema)",
};

const jsonSchemaOf = (schema: unknown) =>
  z.toJSONSchema(schema as z.ZodType, { io: 'input', unrepresentable: 'any' });

/**
 * The web parses every answer with the reply schema of the shared contract table, and the apps
 * type what they send with its body schema. These checks fail as soon as a route answers with
 * another schema than the one the web parses with, or validates another body or query than the
 * one the table declares.
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

  it("each route validates its contract's own body and query objects, and none where the contract has none", () => {
    const mismatches: string[] = [];
    for (const route of registered()) {
      const contract = contracts[route.key];
      if (!contract) continue;
      if (route.querystring !== contract.query) mismatches.push(`${route.key} query`);
      if (route.body !== contract.body && !(route.key in SERVER_CHECKED_BODIES)) {
        mismatches.push(`${route.key} body`);
      }
    }
    expect(mismatches).toEqual([]);
  });

  it("a body the server adds its own check to keeps the contract's shape", () => {
    for (const key of Object.keys(SERVER_CHECKED_BODIES)) {
      const route = registered().find((candidate) => candidate.key === key);
      const declared = contracts[key]?.body;
      expect(route?.body, key).toBeDefined();
      expect(declared, key).toBeDefined();
      expect(jsonSchemaOf(route?.body), key).toEqual(jsonSchemaOf(declared));
    }
  });

  it('no route validates a body or a query outside the table', () => {
    const uncontracted = registered()
      .filter((route) => !contracts[route.key])
      .filter((route) => route.body !== undefined || route.querystring !== undefined)
      .map((route) => route.key);
    expect(uncontracted).toEqual([]);
  });
});
