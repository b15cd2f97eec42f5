import type { Readable } from 'node:stream';

/**
 * Where document bytes live. Providers encrypt at rest; callers only see plaintext streams.
 * Keys are random ids chosen by the application, never user file names.
 */
export interface DocumentStorage {
  /** Stores the stream under key; nothing is left behind when the stream or the write fails. */
  put(key: string, stream: Readable): Promise<{ size: number }>;
  /** The plaintext, after its integrity was checked; DocumentIntegrityError when it fails. */
  get(key: string): Promise<Readable>;
  /** Removes the bytes; a missing key is not an error. */
  delete(key: string): Promise<void>;
  /** Whether bytes exist under key (tests, repair tools). */
  exists(key: string): Promise<boolean>;
  /** Every stored document's key with when it was written (the start-up sweep). */
  list(): AsyncIterable<StoredObject>;
  /** Removes unfinished writes (temporary files) begun before `before`; answers how many. */
  removeUnfinished(before: Date): Promise<number>;
}

export interface StoredObject {
  key: string;
  writtenAt: Date;
}

/** The stored bytes are missing, truncated or were altered: they must not be served. */
export class DocumentIntegrityError extends Error {
  constructor(
    readonly key: string,
    reason: string,
  ) {
    super(`document ${key} failed its integrity check: ${reason}`);
    this.name = 'DocumentIntegrityError';
  }
}

export class DocumentNotStoredError extends Error {
  constructor(readonly key: string) {
    super(`document ${key} is not in storage`);
    this.name = 'DocumentNotStoredError';
  }
}

const KEY_PATTERN = /^[a-z0-9][a-z0-9-]{7,63}$/;

/** Keys become file names and object names: only our own id alphabet gets through. */
export function assertStorageKey(key: string): void {
  if (!KEY_PATTERN.test(key)) throw new Error('invalid storage key');
}
