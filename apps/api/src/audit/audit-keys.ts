import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const AUDIT_KEY_MIN_BYTES = 32;

/** A key that seals entries and checkpoints; its id is recorded with what it sealed. */
export interface AuditKey {
  id: string;
  secret: Buffer;
}

/** The key that seals from now on, and every key an entry or a checkpoint may name. */
export interface AuditKeyring {
  /** Null only for a check given no key of its own (it verifies with AUDIT_KEYS alone). */
  current: AuditKey | null;
  byId(id: string): AuditKey | undefined;
  ids(): string[];
}

export interface AuditKeySource {
  env: 'development' | 'test' | 'production';
  dataDir: string;
  audit: { key?: string | undefined; previousKeys: readonly string[] };
}

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/** The key's bytes, or null when the text is not base64 of at least 32 bytes. */
export function decodeAuditKey(text: string): Buffer | null {
  const trimmed = text.trim();
  if (!BASE64.test(trimmed)) return null;
  const secret = Buffer.from(trimmed, 'base64');
  return secret.length >= AUDIT_KEY_MIN_BYTES ? secret : null;
}

/**
 * A key's id is derived from the key (a check value, as banks name keys): it cannot name another
 * key by mistake, and it says nothing of the key itself.
 */
export const auditKeyId = (secret: Buffer): string =>
  createHmac('sha256', secret).update('audit journal key id').digest('hex').slice(0, 16);

const keyOf = (secret: Buffer): AuditKey => ({ id: auditKeyId(secret), secret });

function decodeOrThrow(text: string, origin: string): AuditKey {
  const secret = decodeAuditKey(text);
  if (!secret) throw new Error(`${origin} must be at least ${AUDIT_KEY_MIN_BYTES} bytes encoded in base64`);
  return keyOf(secret);
}

/**
 * Writes a new random key to `path` unless a key is there already. The key is written to a file
 * of its own first and then linked into place, so a process starting at the same moment reads
 * either no file or a whole key, never a half-written one.
 */
function createKeyFile(path: string): void {
  const draft = `${path}.${randomUUID()}.draft`;
  writeFileSync(draft, `${randomBytes(AUDIT_KEY_MIN_BYTES).toString('base64')}\n`, {
    flag: 'wx',
    mode: 0o600,
  });
  try {
    linkSync(draft, path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    unlinkSync(draft);
  }
}

/**
 * The journal's keys: AUDIT_KEY seals, AUDIT_KEYS are earlier keys kept to verify what they sealed.
 * Production must configure AUDIT_KEY (a key generated on one server's disk would differ on the
 * next, and be lost with the disk); the embedded default keeps a generated key in the data folder.
 * `create: false` (the verification) never generates one: a new key would verify nothing.
 */
export function loadAuditKeyring(source: AuditKeySource, options: { create: boolean }): AuditKeyring {
  const current = currentKey(source, options);
  const keys = new Map<string, AuditKey>();
  for (const [index, text] of source.audit.previousKeys.entries()) {
    const key = decodeOrThrow(text, `AUDIT_KEYS (key ${index + 1})`);
    keys.set(key.id, key);
  }
  if (current) keys.set(current.id, current);
  return { current, byId: (id) => keys.get(id), ids: () => [...keys.keys()] };
}

function currentKey(source: AuditKeySource, options: { create: boolean }): AuditKey | null {
  if (source.audit.key) return decodeOrThrow(source.audit.key, 'AUDIT_KEY');
  if (source.env === 'production') {
    if (options.create) throw new Error('AUDIT_KEY is required in production');
    return null;
  }
  const path = join(source.dataDir, 'audit-key');
  if (!existsSync(path)) {
    if (!options.create) return null;
    mkdirSync(source.dataDir, { recursive: true });
    createKeyFile(path);
  }
  return decodeOrThrow(readFileSync(path, 'utf8'), path);
}
