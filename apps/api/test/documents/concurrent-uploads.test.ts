import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createTestUser } from '../helpers/test-user';
import { makePdf } from './fixtures';
import { multipart } from './multipart';
import { documentRows, storedFiles } from './subjects';

/**
 * A slot holds at most UPLOAD_MAX_FILES documents even when uploads arrive at the same time:
 * the count and the insert happen under one lock, so two requests of 6 files cannot both see
 * an empty slot and leave 12. The refused request keeps no file.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_ENABLED: 'false' } });
});
afterAll(async () => t?.close());

describe('simultaneous uploads into one slot', () => {
  it('never hold more than the slot allows', async () => {
    const user = await createTestUser(t.deps);
    const pdf = await makePdf('piece');
    const six = () =>
      multipart(Array.from({ length: 6 }, (_, index) => ({ filename: `p${index}.pdf`, content: pdf })));
    const send = () => {
      const body = six();
      return t.app.inject({
        method: 'POST',
        url: '/user/documents/identity_card?archive=false',
        headers: { ...user.headers, ...body.headers },
        payload: body.payload,
      });
    };
    const answers = await Promise.all([send(), send(), send()]);
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses, answers.map((answer) => answer.body.slice(0, 120)).join('\n')).toEqual([201, 422, 422]);
    const rows = (await documentRows(t.deps, user.id)).filter((row) => row.deleted_at === null);
    expect(rows).toHaveLength(6);
    // Only the kept request's files are on disk.
    const files = storedFiles(t.deps.config.dataDir);
    for (const row of rows) expect(files.some((file) => file.endsWith(row.storage_key))).toBe(true);
    expect(files.filter((file) => !file.includes('.incoming')).length).toBe(6);
  });
});
