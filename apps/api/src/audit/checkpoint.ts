import { z } from 'zod';
import type { AuditKey } from './audit-keys';
import { canonicalJson } from './canonical-json';
import { mac } from './mac';

const HEX_64 = /^[0-9a-f]{64}$/;

/**
 * The chain's head as it stood at a moment, sealed with the key: which entry ended the journal
 * (sequence and seal), and from which entry on seals are keyed. Kept outside the database, it
 * tells a journal cut short, whose head was moved back, from a whole one.
 */
export const CheckpointSchema = z
  .object({
    sequence: z.number().int().min(0),
    hash: z.string().regex(HEX_64),
    /** The first entry sealed with a key: the ones before it carry plain SHA-256 hashes. */
    keyed_from: z.number().int().min(1),
    at: z.string().min(1),
    key_id: z.string().min(1),
    mac: z.string().regex(HEX_64),
  })
  .strict();
export type Checkpoint = z.infer<typeof CheckpointSchema>;

type CheckpointFacts = Omit<Checkpoint, 'key_id' | 'mac'>;

const sealedText = (facts: CheckpointFacts, keyId: string) =>
  canonicalJson({
    sequence: facts.sequence,
    hash: facts.hash,
    keyed_from: facts.keyed_from,
    at: facts.at,
    key_id: keyId,
  });

export const sealCheckpoint = (facts: CheckpointFacts, key: AuditKey): Checkpoint => ({
  ...facts,
  key_id: key.id,
  mac: mac(key, 'checkpoint', sealedText(facts, key.id)),
});

/** The seal the checkpoint should carry under the key it names. */
export const checkpointSeal = (checkpoint: Checkpoint, key: AuditKey): string =>
  mac(key, 'checkpoint', sealedText(checkpoint, checkpoint.key_id));

/** One line of the checkpoint file (no line break inside: canonical JSON). */
export const checkpointLine = (checkpoint: Checkpoint): string => canonicalJson(checkpoint);

/** The checkpoint a line holds, or null when it holds none. */
export function parseCheckpointLine(text: string): Checkpoint | null {
  try {
    const parsed = CheckpointSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
