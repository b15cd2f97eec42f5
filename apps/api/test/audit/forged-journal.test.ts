import { createHmac } from 'node:crypto';
import { rmSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { canonicalJson } from '../../src/audit/canonical-json';
import { fakeRegistry } from '../backoffice/case-fixtures';
import {
  acceptEveryDocument,
  act,
  journalEntries,
  newOperator,
  signedIn,
  submittedSignup,
} from '../decisions/decision-kit';
import { createTestApp } from '../helpers/test-app';
import {
  asDatabaseOwner,
  checkpointLines,
  cutOffAfter,
  entryAt,
  expectBroken,
  expectIntact,
  type JournalApp,
  journalApp,
  recordMany,
  resealWithPlainHashes,
  writeCheckpointLines,
} from './journal-kit';

// Whoever can write the database (its owner, a stolen backup restored, a careless script) must
// not be able to rewrite the journal unnoticed. On PostgreSQL they switch the append-only trigger
// off first, as such an attacker would (journal-kit.ts).

let t: JournalApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe('a journal nobody touched', () => {
  it('verifies in the back-office and with audit:verify, anchored by the checkpoint of its start', async () => {
    t = await journalApp();
    await recordMany(t, 5);
    await t.deps.audit.checkpoint('stop');
    const { backoffice: reply } = await expectIntact(t);
    expect(reply.checked).toBeGreaterThanOrEqual(5);
    expect(reply.anchor?.sequence).toBe(reply.checked);
    expect(reply.checkpoints).toBe(checkpointLines(t).length);
  });
});

describe('who approved a case, rewritten in the database', () => {
  it('is named as the changed entry, however the attacker re-seals the chain', async () => {
    const app = await createTestApp({ registry: fakeRegistry(), env: { RATE_LIMIT_ENABLED: 'false' } });
    t = { ...app, auditor: await signedIn(app, await newOperator(app, 'auditor')) };
    const reviewer = await signedIn(t, await newOperator(t, 'reviewer'));
    const alice = await signedIn(t, await newOperator(t, 'supervisor'));
    const mallory = await newOperator(t, 'supervisor');
    const signup = await submittedSignup(t);
    const on = (step: string) => `/backoffice/cases/${signup.caseId}/${step}`;
    expect((await act(t, reviewer, on('review'))).statusCode).toBe(200);
    await acceptEveryDocument(t, reviewer, signup.caseId);
    expect((await act(t, alice, on('approve'))).statusCode).toBe(200);
    // Entries written after the approval: the case goes on being worked.
    await recordMany(t, 3);
    await expectIntact(t);

    const approval = (await journalEntries(t, 'opening.moved')).find(
      (entry) => entry.case_id === signup.caseId && entry.after_value?.includes('awaiting_first_transfer'),
    );
    if (!approval) throw new Error('the approval is journaled');
    const sequence = Number(approval.sequence);
    const approvedBy = approval.actor_id;
    const setApprover = (actorId: string | null) =>
      asDatabaseOwner(t as JournalApp, (db) =>
        db.updateTable('audit_entries').set({ actor_id: actorId }).where('id', '=', approval.id).execute(),
      );

    // 1. The approver swapped, the seal left as it was.
    await setApprover(mallory.id);
    const changed = await expectBroken(t, { problem: 'entry_changed', sequence, id: approval.id });
    expect(changed.reason).toBe(
      `Entry #${sequence} (${approval.id}) was changed after it was sealed: its seal no longer matches what it records (who, what, when or the values).`,
    );
    await setApprover(approvedBy);
    await expectIntact(t);

    // 2. Sealed again with a key of the attacker's own: an HMAC without the bank's key is no seal.
    await asDatabaseOwner(t, async (db) => {
      const forged = { ...approval, actor_id: mallory.id };
      const { hash: _seal, ...fields } = forged;
      const hash = createHmac('sha256', Buffer.alloc(32, 1))
        .update(`audit journal entry\n${canonicalJson({ ...fields, sequence })}`)
        .digest('hex');
      await db
        .updateTable('audit_entries')
        .set({ actor_id: mallory.id, hash })
        .where('id', '=', approval.id)
        .execute();
    });
    await expectBroken(t, { problem: 'entry_changed', sequence, id: approval.id });
    await asDatabaseOwner(t, (db) =>
      db
        .updateTable('audit_entries')
        .set({ actor_id: approvedBy, hash: approval.hash })
        .where('id', '=', approval.id)
        .execute(),
    );
    await expectIntact(t);

    // 3. The whole chain from the approval on recomputed with plain SHA-256, head moved along, as
    // the journal hashed before keys: a plain hash after keyed seals began proves nothing.
    await resealWithPlainHashes(t, sequence, () => ({ actor_id: mallory.id }));
    const unkeyed = await expectBroken(t, {
      problem: 'entry_unkeyed',
      sequence,
      id: approval.id,
      keyed_from: 1,
    });
    expect(unkeyed.reason).toContain('carries a plain SHA-256 hash, but keyed seals start at entry #1');
    expect((await entryAt(t, sequence)).actor_id).toBe(mallory.id);
  }, 120_000);
});

describe('entries removed from the middle', () => {
  it('are named by their numbers', async () => {
    t = await journalApp();
    const [, second, third] = await recordMany(t, 5);
    await asDatabaseOwner(t, (db) =>
      db
        .deleteFrom('audit_entries')
        .where('id', 'in', [second?.id ?? '', third?.id ?? ''])
        .execute(),
    );
    const broken = await expectBroken(t, {
      problem: 'entries_missing',
      sequence: second?.sequence,
      until: third?.sequence,
    });
    expect(broken.reason).toBe(
      `Entries #${second?.sequence} to #${third?.sequence} were removed from the journal.`,
    );
  });
});

describe('entries cut off the end, the head moved back', () => {
  it('are told by the last checkpoint, which names an entry the chain no longer reaches', async () => {
    t = await journalApp();
    const written = await recordMany(t, 6);
    const lastSequence = written.at(-1)?.sequence ?? 0;
    await t.deps.audit.checkpoint('stop');
    const line = checkpointLines(t).length;
    const keep = lastSequence - 3;
    await cutOffAfter(t, keep);
    // The chain that is left is whole: only the checkpoint outside the database tells.
    const broken = await expectBroken(t, {
      problem: 'entries_cut_off',
      sequence: keep + 1,
      until: lastSequence,
      ends_at: keep,
      line,
    });
    expect(broken.reason).toMatch(
      new RegExp(
        `^Entries from #${keep + 1} on were removed: the checkpoint of .+ \\(line ${line} of the checkpoint file\\) names entry #${lastSequence}, and the journal now ends at entry #${keep}\\.$`,
      ),
    );
  });

  it('are told when new entries have since filled their place: the checkpoint sealed others', async () => {
    t = await journalApp();
    const written = await recordMany(t, 4);
    const lastSequence = written.at(-1)?.sequence ?? 0;
    await t.deps.audit.checkpoint('stop');
    await cutOffAfter(t, lastSequence - 2);
    const refilled = await recordMany(t, 3, 'case.viewed.again');
    const replaced = refilled.find((entry) => entry.sequence === lastSequence);
    await expectBroken(t, {
      problem: 'checkpoint_mismatch',
      sequence: lastSequence,
      id: replaced?.id,
      line: checkpointLines(t).length,
    });
  });
});

describe('the head moved', () => {
  it('back, with the entries left in place', async () => {
    t = await journalApp();
    const written = await recordMany(t, 3);
    const last = written.at(-1)?.sequence ?? 0;
    const earlier = await entryAt(t, last - 1);
    await t.deps.db
      .updateTable('audit_chain_head')
      .set({ sequence: last - 1, hash: earlier.hash })
      .where('id', '=', 1)
      .execute();
    await expectBroken(t, { problem: 'head_moved', sequence: last - 1, ends_at: last });
  });

  it('forward, past entries removed from the end since the last checkpoint', async () => {
    t = await journalApp();
    const written = await recordMany(t, 3);
    const last = written.at(-1)?.sequence ?? 0;
    await asDatabaseOwner(t, (db) => db.deleteFrom('audit_entries').where('sequence', '=', last).execute());
    await expectBroken(t, { problem: 'head_moved', sequence: last, ends_at: last - 1 });
  });
});

describe('the checkpoint file edited', () => {
  it('is named by the line whose seal no longer matches, even one edited to hide a cut-off end', async () => {
    t = await journalApp();
    const written = await recordMany(t, 5);
    await t.deps.audit.checkpoint('stop');
    const keep = (written.at(-1)?.sequence ?? 0) - 2;
    const kept = await entryAt(t, keep);
    await cutOffAfter(t, keep);
    const lines = checkpointLines(t);
    const last = JSON.parse(lines.at(-1) ?? '{}');
    writeCheckpointLines(t, [
      ...lines.slice(0, -1),
      JSON.stringify({ ...last, sequence: keep, hash: kept.hash }),
    ]);
    const broken = await expectBroken(t, { problem: 'checkpoint_changed', line: lines.length });
    expect(broken.reason).toBe(
      `Line ${lines.length} of the checkpoint file was edited: its seal does not match what it says.`,
    );
  });

  it('is named by a line that is no checkpoint', async () => {
    t = await journalApp();
    await recordMany(t, 2);
    const lines = checkpointLines(t);
    writeCheckpointLines(t, [...lines, '{"sequence": 1']);
    await expectBroken(t, { problem: 'checkpoint_unreadable', line: lines.length + 1 });
  });

  it('removed altogether leaves a journal nobody can vouch for', async () => {
    t = await journalApp();
    const written = await recordMany(t, 2);
    rmSync(t.deps.config.audit.checkpointFile);
    await expectBroken(t, { problem: 'not_anchored', ends_at: written.at(-1)?.sequence });
  });
});
