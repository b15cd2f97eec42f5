import { createAccountRepository } from './accounts';
import { createBankFeedRepository } from './bank-feed';
import { createCaseRepository } from './cases';
import { createCompanyRepository } from './companies';
import { createDepositRepository } from './deposits';
import { createDocumentRepository } from './documents';
import { createDuplicateCandidatesRepository } from './duplicate-candidates';
import { createIdempotencyRepository } from './idempotency';
import { createKycAnswerRepository } from './kyc-answers';
import { createOpeningFlagsRepository } from './opening-flags';
import { createOperatorInvitationProposalRepository } from './operator-invitation-proposals';
import { createOperatorInvitationRepository } from './operator-invitations';
import { createOperatorRepository } from './operators';
import { createPeopleRepository } from './people';
import { createScreeningRepository } from './screening';
import { createScreeningHitsRepository } from './screening-hits';
import { createSessionRepository } from './sessions';
import { createSignupRequestRepository } from './signup-requests';
import { createUserRepository } from './users';
import { createVoucherRepository } from './vouchers';

/**
 * The repositories of the shared tables, by name. Each is a factory over a connection or a
 * transaction (`repos.companies(trx)`), so a service writes in its caller's transaction. The
 * services hub hands each service the ones it uses, by name: a module never builds one itself.
 */
export const repositories = {
  accounts: createAccountRepository,
  bankFeed: createBankFeedRepository,
  cases: createCaseRepository,
  companies: createCompanyRepository,
  deposits: createDepositRepository,
  documents: createDocumentRepository,
  duplicateCandidates: createDuplicateCandidatesRepository,
  idempotency: createIdempotencyRepository,
  kycAnswers: createKycAnswerRepository,
  openingFlags: createOpeningFlagsRepository,
  operatorInvitationProposals: createOperatorInvitationProposalRepository,
  operatorInvitations: createOperatorInvitationRepository,
  operators: createOperatorRepository,
  people: createPeopleRepository,
  screening: createScreeningRepository,
  screeningHits: createScreeningHitsRepository,
  sessions: createSessionRepository,
  signupRequests: createSignupRequestRepository,
  users: createUserRepository,
  vouchers: createVoucherRepository,
} as const;

export type Repositories = typeof repositories;
export type RepositoryName = keyof Repositories;

/** The repositories a service uses, picked by name. */
export type ReposOf<Name extends RepositoryName> = Pick<Repositories, Name>;

/** Picks repositories by name for one service (the hub's `repos('companies', 'people')`). */
export function pickRepositories<Name extends RepositoryName>(...names: Name[]): ReposOf<Name> {
  return Object.fromEntries(names.map((name) => [name, repositories[name]])) as ReposOf<Name>;
}
