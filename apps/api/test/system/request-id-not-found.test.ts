import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('unknown routes', () => {
  it('answer 404 in the language of the request, whatever the method', async () => {
    const cases = [
      { headers: { 'x-language': 'fr' }, message: 'Ressource introuvable.' },
      { headers: { 'x-language': 'en' }, message: 'Resource not found.' },
      { headers: { 'x-language': 'de' }, message: 'Ressource nicht gefunden.' },
      { headers: { 'accept-language': 'de-DE,de;q=0.9' }, message: 'Ressource nicht gefunden.' },
      { headers: { 'x-language': 'xx' }, message: 'Ressource introuvable.' },
    ];
    for (const { headers, message } of cases) {
      for (const method of ['GET', 'POST', 'DELETE'] as const) {
        const response = await t.app.inject({ method, url: '/companies/x/unknown/route', headers });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ code: 'not_found', message });
      }
    }
  });
});

describe('x-request-id', () => {
  it("echoes the client's id when it is a short safe token", async () => {
    for (const id of ['abc-123', 'A'.repeat(64), '0f8fad5b-d9cb-469f-a165-70867728950e']) {
      const response = await t.app.inject({ method: 'GET', url: '/health', headers: { 'x-request-id': id } });
      expect(response.headers['x-request-id']).toBe(id);
    }
  });

  it('answers a generated id instead of an unsafe or oversize one, on 404 too', async () => {
    const unsafe = ['<script>alert(1)</script>', 'a b', 'a'.repeat(65), 'id\tforged log line', 'é', ''];
    const seen = new Set<string>();
    for (const id of unsafe) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/nowhere',
        headers: { 'x-request-id': id },
      });
      expect(response.statusCode).toBe(404);
      const answered = response.headers['x-request-id'];
      expect(answered).toMatch(UUID);
      seen.add(String(answered));
    }
    expect(seen.size).toBe(unsafe.length);
    const none = await t.app.inject({ method: 'GET', url: '/health' });
    expect(none.headers['x-request-id']).toMatch(UUID);
  });
});
