import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { entryHash, GENESIS_HASH } from './entry-hash';

export interface ChainCheck {
  ok: boolean;
  checked: number;
  firstBroken: { id: string; sequence: number; reason: string } | null;
}

const PAGE = 1000;

/**
 * Walks the journal in order, recomputing each entry's hash and checking that it names the
 * previous entry's hash and the next sequence number; the first entry that does not is named.
 * A removed entry shows as a gap, an edited one as a hash that does not match, and entries cut
 * off the end as a chain shorter than its head.
 */
export async function verifyChain(db: Kysely<Database>): Promise<ChainCheck> {
  let previousHash = GENESIS_HASH;
  let expected = 1;
  let checked = 0;
  for (;;) {
    const rows = await db
      .selectFrom('audit_entries')
      .selectAll()
      .where('sequence', '>=', expected)
      .orderBy('sequence')
      .limit(PAGE)
      .execute();
    for (const row of rows) {
      const sequence = Number(row.sequence);
      const broken = (reason: string): ChainCheck => ({
        ok: false,
        checked,
        firstBroken: { id: row.id, sequence, reason },
      });
      if (sequence !== expected) return broken(`entry ${expected} is missing`);
      if (row.previous_hash !== previousHash) return broken('does not follow the previous entry');
      if (entryHash(row) !== row.hash) return broken('its content was changed');
      previousHash = row.hash;
      expected += 1;
      checked += 1;
    }
    if (rows.length < PAGE) break;
  }
  const head = await db.selectFrom('audit_chain_head').selectAll().where('id', '=', 1).executeTakeFirst();
  if (head && (Number(head.sequence) !== checked || head.hash !== previousHash)) {
    return {
      ok: false,
      checked,
      firstBroken: { id: 'head', sequence: checked + 1, reason: 'entries after this one were removed' },
    };
  }
  return { ok: true, checked, firstBroken: null };
}
