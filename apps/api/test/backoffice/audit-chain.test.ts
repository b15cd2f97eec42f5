import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { newOperator, signedIn } from './operator-kit';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_ENABLED: 'false' } });
});
afterAll(async () => {
  await t.close();
});

const append = (action: string, after?: unknown) =>
  t.deps.db.transaction().execute((trx) =>
    t.app.services.audit.append(trx, {
      actor: { type: 'system', id: null },
      action,
      object: { type: 'test', id: action },
      after,
    }),
  );

describe('the audit journal', () => {
  it('chains each entry to the previous one, even when appends race', async () => {
    await Promise.all(Array.from({ length: 20 }, (_, index) => append(`race.${index}`, { index })));
    const rows = await t.deps.db.selectFrom('audit_entries').selectAll().orderBy('sequence').execute();
    rows.forEach((row, index) => {
      expect(Number(row.sequence)).toBe(index + 1);
      if (index > 0) expect(row.previous_hash).toBe(rows[index - 1]?.hash);
    });
    expect(await t.app.services.auditChain.verify()).toMatchObject({
      ok: true,
      checked: rows.length,
      firstBroken: null,
    });
  });

  it('is checked from the back-office by an auditor', async () => {
    const auditor = await signedIn(t, await newOperator(t, 'auditor'));
    const response = await t.app.inject({
      method: 'GET',
      url: '/backoffice/audit/verify',
      headers: auditor.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ ok: true, first_broken: null });
  });

  it('names the first entry whose stored values were edited (or the database refuses the edit)', async () => {
    const target = await append('amount.changed', { amount: 50 });
    await append('after.the.edit');
    const edit = sql`UPDATE audit_entries SET after_value = ${'{"amount":5000}'} WHERE id = ${target.id}`;
    if (t.deps.engine === 'postgres') {
      // On PostgreSQL the table itself refuses to rewrite history.
      await expect(edit.execute(t.deps.db)).rejects.toThrow(/append-only/);
      await expect(sql`DELETE FROM audit_entries WHERE id = ${target.id}`.execute(t.deps.db)).rejects.toThrow(
        /append-only/,
      );
      expect((await t.app.services.auditChain.verify()).ok).toBe(true);
      return;
    }
    await edit.execute(t.deps.db);
    const result = await t.app.services.auditChain.verify();
    expect(result.ok).toBe(false);
    expect(result.firstBroken).toMatchObject({
      problem: 'entry_changed',
      id: target.id,
      sequence: target.sequence,
      reason: expect.stringContaining('was changed after it was sealed'),
    });
  });

  it('names a removed entry as a gap (SQLite: the table has no trigger)', async () => {
    if (t.deps.engine === 'postgres') return;
    const fresh = await createTestApp({ env: { RATE_LIMIT_ENABLED: 'false' } });
    try {
      const add = (action: string) =>
        fresh.deps.db.transaction().execute((trx) =>
          fresh.app.services.audit.append(trx, {
            actor: { type: 'system', id: null },
            action,
            object: { type: 'test', id: null },
          }),
        );
      await add('one');
      const removed = await add('two');
      const third = await add('three');
      await sql`DELETE FROM audit_entries WHERE id = ${removed.id}`.execute(fresh.deps.db);
      const result = await fresh.app.services.auditChain.verify();
      expect(result).toMatchObject({ ok: false, checked: 1 });
      // Named by its place: the missing entry's id is gone with it; the journal then goes on at the third.
      expect(third.sequence).toBe(removed.sequence + 1);
      expect(result.firstBroken).toMatchObject({
        problem: 'entries_missing',
        sequence: removed.sequence,
        until: removed.sequence,
        reason: 'Entry #2 was removed from the journal.',
      });
    } finally {
      await fresh.close();
    }
  });
});
