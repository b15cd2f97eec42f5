import { mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../src/ids';
import { sweepOrphanDocuments } from '../../src/modules/documents/orphan-sweep';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createTestUser } from '../helpers/test-user';
import { makePdf } from './fixtures';
import { multipart } from './multipart';
import { documentRows, storedFiles } from './subjects';

/**
 * An upload interrupted by a kill leaves nothing for good: its temporary file and a stored
 * file whose row was never committed are swept at start once older than the grace period,
 * and an upload whose row cannot be written removes its file at once.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const TWO_HOURS_AGO = new Date(Date.now() - 2 * 60 * 60 * 1000);
const documentsRoot = () => join(t.deps.config.dataDir, 'documents');

async function upload() {
  const user = await createTestUser(t.deps);
  const body = multipart([{ filename: 'kbis.pdf', content: await makePdf('kbis') }]);
  const response = await t.app.inject({
    method: 'POST',
    url: '/user/documents/identity_card',
    headers: { ...user.headers, ...body.headers },
    payload: body.payload,
  });
  return { user, response };
}

describe('the start-up sweep', () => {
  it('removes old temporary files and old files without a row, and keeps the rest', async () => {
    const kept = await upload();
    expect(kept.response.statusCode).toBe(201);
    const [row] = await documentRows(t.deps, kept.user.id);
    const keptPath = storedFiles(t.deps.config.dataDir).find((file) =>
      file.endsWith(row?.storage_key ?? '?'),
    );
    expect(keptPath).toBeDefined();
    // Even an old file is kept while a row names it.
    utimesSync(keptPath as string, TWO_HOURS_AGO, TWO_HOURS_AGO);

    // A process killed mid-write: its temporary file.
    mkdirSync(join(documentsRoot(), '.incoming'), { recursive: true });
    const partial = join(documentsRoot(), '.incoming', `${newId()}.abcdef.part`);
    writeFileSync(partial, Buffer.alloc(300, 1));
    utimesSync(partial, TWO_HOURS_AGO, TWO_HOURS_AGO);
    // A process killed after the bytes were stored, before their row committed.
    const orphanKey = newId();
    await t.deps.storage.put(orphanKey, Readable.from([Buffer.from('orphan')]));
    const orphanPath = storedFiles(t.deps.config.dataDir).find((file) => file.endsWith(orphanKey)) as string;
    utimesSync(orphanPath, TWO_HOURS_AGO, TWO_HOURS_AGO);
    // An upload under way in another process: young, not swept yet.
    const youngKey = newId();
    await t.deps.storage.put(youngKey, Readable.from([Buffer.from('in flight')]));
    const youngPartial = join(documentsRoot(), '.incoming', `${newId()}.123456.part`);
    writeFileSync(youngPartial, Buffer.alloc(10));

    const swept = await sweepOrphanDocuments(t.deps);

    expect(swept).toEqual({ unfinished: 1, orphans: 1 });
    const files = storedFiles(t.deps.config.dataDir);
    expect(files).not.toContain(partial);
    expect(files).not.toContain(orphanPath);
    expect(files).toContain(keptPath);
    expect(files).toContain(youngPartial);
    expect(await t.deps.storage.exists(youngKey)).toBe(true);
    expect(await t.deps.storage.exists(orphanKey)).toBe(false);
    // The kept document still downloads.
    const download = await t.app.inject({
      method: 'GET',
      url: `/documents/${row?.id}`,
      headers: kept.user.headers,
    });
    expect(download.statusCode).toBe(200);
  });
});

describe('an upload whose row cannot be written', () => {
  it('leaves no file behind', async () => {
    const before = storedFiles(t.deps.config.dataDir).length;
    // The documents table is away: the insert fails after the bytes were stored.
    await sql`ALTER TABLE documents RENAME TO documents_away`.execute(t.deps.db);
    try {
      const { response } = await upload();
      expect(response.statusCode).toBe(500);
    } finally {
      await sql`ALTER TABLE documents_away RENAME TO documents`.execute(t.deps.db);
    }
    expect(storedFiles(t.deps.config.dataDir).length).toBe(before);
  });
});
