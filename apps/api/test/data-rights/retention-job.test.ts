import { ABANDONED_REMINDER_DAYS_BEFORE } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../src/clock';
import { claimJobLease, releaseJobLease } from '../../src/modules/data-rights/job-lease';
import { RETENTION_JOB } from '../../src/modules/data-rights/retention-job';
import { openDeposit } from '../capital-deposit/deposit-fixture';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { abandonedOpening, putLegalHold, tablesNaming } from './retention-kit';

/**
 * The scheduled retention with a moved clock: an abandoned opening reminded 14 days before its
 * purge and purged on the day (rows and stored files), an ended relationship's records five years
 * after its end, a legal hold keeping both, one process at a time, the journal still verifying.
 */
const DAY = 86_400_000;
const clock = fixedClock(new Date('2027-01-04T09:00:00.000Z'));
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_ENABLED: 'false' }, clock });
}, 60_000);
afterAll(async () => t?.close());

const run = () => t.app.services.retention.run();
const companyRows = (companyId: string) =>
  t.deps.db.selectFrom('companies').select('id').where('id', '=', companyId).execute();
const reminders = (email: string) =>
  t.deps.db
    .selectFrom('outbox_messages')
    .select(['subject', 'body_text'])
    .where('recipient', '=', email)
    .where('subject', 'like', '%2027%')
    .execute();
const purgeEntries = (companyId: string) =>
  t.deps.db
    .selectFrom('audit_entries')
    .selectAll()
    .where('action', '=', 'data_rights.purged')
    .where('case_id', '=', companyId)
    .execute();

describe('the scheduled retention of an abandoned opening', () => {
  it('reminds the customer once 14 days before, keeps it until the day, then purges rows and files', async () => {
    const started = clock.now().getTime();
    const opening = await abandonedOpening(t, 'abandon@example.test', 'Cabinet Délaissé');
    await t.deps.db.updateTable('users').set({ language: 'en' }).where('id', '=', opening.user.id).execute();
    const purgeOn = started + 90 * DAY;
    const remindOn = purgeOn - ABANDONED_REMINDER_DAYS_BEFORE * DAY;

    clock.set(new Date(remindOn - DAY));
    expect((await run()).reminded).toBe(0);
    expect(await reminders('abandon@example.test')).toEqual([]);

    clock.set(new Date(remindOn));
    expect((await run()).reminded).toBe(1);
    clock.advance(DAY);
    await run();
    const sent = await reminders('abandon@example.test');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.subject).toContain('will be deleted on');
    expect(sent[0]?.body_text).toContain('sign in and resume it');

    clock.set(new Date(purgeOn - DAY));
    expect((await run()).purged).toBe(0);
    expect(await companyRows(opening.companyId)).toHaveLength(1);
    expect(await t.deps.storage.exists(opening.storageKey)).toBe(true);

    clock.set(new Date(purgeOn));
    const purged = await run();
    expect(purged).toMatchObject({ ran: true, purged: 1 });
    expect(await tablesNaming(t, opening.companyId)).toEqual({});
    expect(
      await t.deps.db.selectFrom('documents').select('id').where('id', '=', opening.documentId).execute(),
    ).toEqual([]);
    expect(await t.deps.storage.exists(opening.storageKey)).toBe(false);
    expect(
      await t.deps.db.selectFrom('users').select('id').where('id', '=', opening.user.id).execute(),
    ).toEqual([]);

    const [entry, ...others] = await purgeEntries(opening.companyId);
    expect(others).toEqual([]);
    expect(JSON.stringify(entry)).toContain(opening.documentId);
    expect(JSON.parse(entry?.after_value ?? '{}')).toMatchObject({ kind: 'abandoned', documentCount: 1 });
    expect(JSON.stringify(entry)).not.toMatch(/Délaissé|abandon@/);
    expect((await t.app.services.auditChain.verify()).ok).toBe(true);
  });

  it('purges an opening withdrawn before submission on its day, without a reminder to resume it', async () => {
    clock.set(new Date('2027-06-07T09:00:00.000Z'));
    const opening = await abandonedOpening(t, 'withdrawn.early@example.test', 'Cabinet Retiré');
    await t.app.services.withdrawal.byCustomer(opening.companyId, opening.user.id, 'req-withdraw');
    const purgeOn = clock.now().getTime() + 90 * DAY;

    clock.set(new Date(purgeOn - DAY));
    await run();
    expect(await reminders('withdrawn.early@example.test')).toEqual([]);
    expect(await companyRows(opening.companyId)).toHaveLength(1);

    clock.set(new Date(purgeOn));
    await run();
    expect(await tablesNaming(t, opening.companyId)).toEqual({});
    expect(await t.deps.storage.exists(opening.storageKey)).toBe(false);
  });

  it('keeps an abandoned opening under legal hold past its day, and neither reminds nor purges it', async () => {
    clock.set(new Date('2028-01-03T09:00:00.000Z'));
    const opening = await abandonedOpening(t, 'held.abandon@example.test', 'Cabinet Retenu');
    await putLegalHold(t, opening.companyId);

    clock.advance(400 * DAY);
    expect((await run()).held).toBeGreaterThanOrEqual(1);
    expect(await companyRows(opening.companyId)).toHaveLength(1);
    expect(await t.deps.storage.exists(opening.storageKey)).toBe(true);
    expect(await reminders('held.abandon@example.test')).toEqual([]);
  });
});

describe('the scheduled retention of an ended relationship', () => {
  it("purges a closed customer's records five years after the end, not a day before", async () => {
    clock.set(new Date('2029-02-05T09:00:00.000Z'));
    const opened = await openDeposit(t, 'Ended');
    await t.app.services.withdrawal.byCustomer(opened.companyId, opened.user.id, 'req-end');
    const endedAt = clock.now();
    const fiveYears = new Date(endedAt);
    fiveYears.setUTCFullYear(fiveYears.getUTCFullYear() + 5);

    clock.set(new Date(fiveYears.getTime() - DAY));
    await run();
    expect(await companyRows(opened.companyId)).toHaveLength(1);
    expect(await purgeEntries(opened.companyId)).toEqual([]);

    clock.set(fiveYears);
    await run();
    expect(await tablesNaming(t, opened.companyId)).toEqual({});
    expect(
      await t.deps.db.selectFrom('users').select('id').where('id', '=', opened.user.id).execute(),
    ).toEqual([]);
    const [entry] = await purgeEntries(opened.companyId);
    expect(JSON.parse(entry?.after_value ?? '{}')).toMatchObject({ kind: 'relationship_ended' });
    expect((await t.app.services.auditChain.verify()).ok).toBe(true);
  }, 60_000);

  it('keeps an ended relationship under legal hold, and purges it once the hold is lifted', async () => {
    clock.set(new Date('2036-03-03T09:00:00.000Z'));
    const opened = await openDeposit(t, 'Held');
    await t.app.services.withdrawal.byCustomer(opened.companyId, opened.user.id, 'req-held');
    const holdId = await putLegalHold(t, opened.companyId);

    clock.advance(6 * 365 * DAY);
    await run();
    expect(await companyRows(opened.companyId)).toHaveLength(1);

    await t.deps.db
      .updateTable('legal_holds')
      .set({ lift_reason: 'Procédure close', lifted_by: null, lifted_at: clock.now().toISOString() })
      .where('id', '=', holdId)
      .execute();
    await run();
    expect(await tablesNaming(t, opened.companyId)).toEqual({});
    expect((await t.app.services.auditChain.verify()).ok).toBe(true);
  }, 60_000);
});

describe('the retention run', () => {
  it('runs in one process at a time: another holding the lease makes the run a no-op', async () => {
    // Another process's run in progress holds the lease (two runs started together may also
    // follow each other, the first releasing before the second claims: that is not an overlap).
    const other = { job: RETENTION_JOB, holder: 'other-process' };
    expect(await claimJobLease(t.deps.db, { ...other, now: clock.now(), leaseMs: DAY })).toBe(true);
    expect((await run()).ran).toBe(false);
    await releaseJobLease(t.deps.db, { ...other, now: clock.now() });
    expect((await run()).ran).toBe(true);

    expect(
      await claimJobLease(t.deps.db, { job: RETENTION_JOB, holder: 'stuck', now: clock.now(), leaseMs: DAY }),
    ).toBe(true);
    expect((await run()).ran).toBe(false);
    // A process killed mid-run: its lease expires and the next run takes the job.
    clock.advance(DAY);
    expect((await run()).ran).toBe(true);
  });

  it('retries the stored files whose delete failed before', async () => {
    const opening = await abandonedOpening(t, 'queued.file@example.test', 'Cabinet Fichier');
    await t.deps.db
      .insertInto('pending_file_deletions')
      .values({
        storage_key: opening.storageKey,
        queued_at: clock.now().toISOString(),
        attempts: 1,
        last_error: 'timeout',
      })
      .execute();
    await run();
    expect(await t.deps.storage.exists(opening.storageKey)).toBe(false);
    expect(
      await t.deps.db
        .selectFrom('pending_file_deletions')
        .selectAll()
        .where('storage_key', '=', opening.storageKey)
        .execute(),
    ).toEqual([]);
  });
});
