import { availableParallelism } from 'node:os';
import { type Algorithm, hash, verify } from '@node-rs/argon2';
import { concurrencyLimit } from '../concurrency-limit';

// OWASP Password Storage Cheat Sheet: argon2id, 19 MiB of memory, 2 iterations, 1 lane.
const ARGON2ID = 2 as Algorithm;
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/**
 * Hashes and checks share a pool one core smaller than the machine: a flood of sign-ups or
 * logins queues there instead of taking every core, so light routes keep answering.
 */
const hashing = concurrencyLimit(Math.max(1, availableParallelism() - 1));

export const hashPassword = (password: string): Promise<string> => hashing(() => hash(password, OPTIONS));

let dummyHash: Promise<string> | undefined;

/**
 * True when the password matches. Without a stored hash (unknown e-mail, or an account without a
 * password) a dummy hash is verified anyway, so the answer takes as long and does not tell which
 * e-mails have an account, nor which have a password.
 */
export async function verifyPassword(
  storedHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  dummyHash ??= hashPassword('not-a-real-password-0');
  const target = storedHash ?? (await dummyHash);
  try {
    const ok = await hashing(() => verify(target, password));
    return ok && typeof storedHash === 'string';
  } catch {
    return false;
  }
}
