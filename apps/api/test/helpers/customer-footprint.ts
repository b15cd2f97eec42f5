import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AppDeps } from '../../src/types';

/**
 * Every row that belongs to a customer: their user, sessions, signup requests, companies with
 * their people, KYC answers and accounts, documents by owner or by subject (so a document
 * another user attached to this customer's company shows up), SCA tokens, challenges and code
 * sends, and the messages sent to them. Two footprints compare equal when nothing of theirs
 * was read-modified, added or removed.
 */
export async function customerFootprint(deps: AppDeps, userId: string) {
  const { db } = deps;
  const user = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
  const companies = await db
    .selectFrom('companies')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
  const companyIds = companies.map((company) => company.id);
  const inCompanies = companyIds.length > 0 ? companyIds : ['-'];
  const representatives = await db
    .selectFrom('representatives')
    .selectAll()
    .where('company_id', 'in', inCompanies)
    .orderBy('id')
    .execute();
  const subjects = [userId, ...companyIds, ...representatives.map((row) => row.id)];
  // Each table spelled out: Kysely cannot type a where() over a union of tables.
  const byUser = {
    sessions: () =>
      db.selectFrom('sessions').selectAll().where('user_id', '=', userId).orderBy('id').execute(),
    signup_requests: () =>
      db.selectFrom('signup_requests').selectAll().where('user_id', '=', userId).orderBy('id').execute(),
    sca_tokens: () =>
      db.selectFrom('sca_tokens').selectAll().where('user_id', '=', userId).orderBy('id').execute(),
    sca_challenges: () =>
      db.selectFrom('sca_challenges').selectAll().where('user_id', '=', userId).orderBy('id').execute(),
    sca_code_sends: () =>
      db.selectFrom('sca_code_sends').selectAll().where('user_id', '=', userId).orderBy('id').execute(),
  };
  return {
    user,
    sessions: await byUser.sessions(),
    signupRequests: await byUser.signup_requests(),
    companies,
    representatives,
    kycAnswers: await db
      .selectFrom('kyc_answers')
      .selectAll()
      .where('company_id', 'in', inCompanies)
      .orderBy('id')
      .execute(),
    accounts: await db
      .selectFrom('accounts')
      .selectAll()
      .where((eb) => eb.or([eb('user_id', '=', userId), eb('company_id', 'in', inCompanies)]))
      .orderBy('id')
      .execute(),
    documents: await db
      .selectFrom('documents')
      .selectAll()
      .where((eb) => eb.or([eb('user_id', '=', userId), eb('subject_id', 'in', subjects)]))
      .orderBy('id')
      .execute(),
    scaTokens: await byUser.sca_tokens(),
    scaChallenges: await byUser.sca_challenges(),
    scaCodeSends: await byUser.sca_code_sends(),
    messages: await db
      .selectFrom('outbox_messages')
      .selectAll()
      .where((eb) => eb.or([eb('user_id', '=', userId), eb('recipient', '=', user.email)]))
      .orderBy('id')
      .execute(),
  };
}

/** Every file of the document store with the SHA-256 of its (encrypted) bytes. */
export function storedFileHashes(dataDir: string): Map<string, string> {
  const root = join(dataDir, 'documents');
  const hashes = new Map<string, string>();
  let entries: import('node:fs').Dirent[] = [];
  try {
    entries = readdirSync(root, { recursive: true, withFileTypes: true });
  } catch {
    return hashes;
  }
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    hashes.set(path, createHash('sha256').update(readFileSync(path)).digest('hex'));
  }
  return hashes;
}
