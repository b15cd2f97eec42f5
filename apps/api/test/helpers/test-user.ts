import { hash } from '@node-rs/argon2';
import { createSessionRepository } from '../../src/db/repositories/sessions';
import { newId } from '../../src/ids';
import type { AppDeps } from '../../src/types';

export interface TestUser {
  id: string;
  email: string;
  password: string;
  token: string;
  headers: { authorization: string };
}

let counter = 0;

/**
 * A signed-up user with a live bearer token, written straight to the database so that a
 * module's tests do not depend on the account routes. Journey tests use the real routes.
 */
export async function createTestUser(
  deps: AppDeps,
  overrides: { registrationType?: 'existing_company' | 'new_company'; completed?: boolean } = {},
): Promise<TestUser> {
  counter += 1;
  const id = newId();
  const email = `user${counter}-${id.slice(0, 8)}@example.test`;
  const password = 'Correct-horse-7';
  const now = deps.clock.now().toISOString();
  await deps.db
    .insertInto('users')
    .values({
      id,
      email,
      password_hash: await hash(password),
      gender: 2,
      first_name: 'Camille',
      last_name: `Durand${counter}`,
      phone: '+33 6 12 34 56 78',
      nationality: 'FR',
      registration_type: overrides.registrationType ?? 'existing_company',
      voucher: null,
      email_sponsor: null,
      language: 'fr',
      completed_at: overrides.completed ? now : null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  const { token } = await createSessionRepository(deps.db).create(
    id,
    deps.clock.now(),
    deps.config.tokenTtlMinutes,
  );
  return { id, email, password, token, headers: { authorization: `Bearer ${token}` } };
}
