import { describe, expect, it, vi } from 'vitest';

// What an account without a password costs the login: the same argon2 verification as a wrong
// password (against a dummy hash), so its answer comes as late and tells nothing.

const verified = vi.hoisted(() => [] as string[]);
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const argon2 = await importOriginal<typeof import('@node-rs/argon2')>();
  return {
    ...argon2,
    verify: (hashed: string, password: string) => {
      verified.push(hashed);
      return argon2.verify(hashed, password);
    },
  };
});

// Test files share their modules (isolate: false): the password module is read again, over the spy.
vi.resetModules();
const { hashPassword, verifyPassword } = await import('../../src/security/password');

describe('verifyPassword', () => {
  it('verifies a dummy hash for an account without a password, as for an unknown e-mail, and refuses', async () => {
    const stored = await hashPassword('Stéthoscope-2026');
    verified.length = 0;
    expect(await verifyPassword(stored, 'Not-the-password-1')).toBe(false);
    expect(await verifyPassword(null, 'Stéthoscope-2026')).toBe(false);
    expect(await verifyPassword(undefined, 'Stéthoscope-2026')).toBe(false);
    expect(await verifyPassword(null, '')).toBe(false);
    expect(verified).toHaveLength(4);
    const [wrong, withoutPassword, unknown, empty] = verified;
    expect(wrong).toBe(stored);
    // One dummy hash, of the same parameters as a stored one: the same work.
    expect(withoutPassword).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(unknown).toBe(withoutPassword);
    expect(empty).toBe(withoutPassword);
    expect(await verifyPassword(stored, 'Stéthoscope-2026')).toBe(true);
  });
});
