import type { Checkpoint } from './checkpoint';

/** A line of the store, numbered from 1 in the order written; `checkpoint` is null when it holds none. */
export interface StoredCheckpoint {
  line: number;
  checkpoint: Checkpoint | null;
}

/**
 * Where checkpoints are kept, outside the database: an append-only file today (checkpoint-file.ts);
 * a write-once store (a bucket with object lock, a timestamping service) can implement the same
 * three calls and be given to the journal instead of, or beside, the file.
 */
export interface CheckpointStore {
  /** Where the checkpoints go, in words for the operators' messages. */
  readonly description: string;
  /**
   * Adds one checkpoint after the others, durably. The journal calls it holding the chain head's
   * lock, so one process at a time appends, in the order of the chain.
   */
  append(checkpoint: Checkpoint): Promise<void>;
  /** The last checkpoint written (what decides whether the next one is due), or null. */
  latest(): Promise<Checkpoint | null>;
  /** Every line, in the order written. */
  readAll(): Promise<StoredCheckpoint[]>;
}
