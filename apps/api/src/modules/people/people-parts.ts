import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { AppConfig } from '../../config';
import type { ReposOf } from '../../db/repositories';
import type { Database } from '../../db/schema';
import type { HealthProfessionalsService } from '../health-professionals/health-professionals.service';
import type { OpeningFlagsService } from '../opening-flags/opening-flags.service';
import type { RiskService } from '../risk/risk.service';
import type { ScreeningService } from '../screening/screening.service';
import type { OpeningPeople, PeopleOnFile } from './opening-people';

export interface PeopleDeps {
  db: Kysely<Database>;
  clock: Clock;
  config: AppConfig;
  repos: ReposOf<'companies' | 'people' | 'documents'>;
  openingFlags: OpeningFlagsService;
  healthProfessionals: HealthProfessionalsService;
  /** A person saved or removed may change the opening's risk: it is rated again in the same transaction. */
  risk: Pick<RiskService, 'rerate'>;
  /** A person saved once the file is with the bank is screened again against the lists. */
  screening: Pick<ScreeningService, 'screenAfterChange'>;
}

/** What the service's parts (persons, mandates) share: its dependencies and the two readings. */
export interface PeopleParts extends PeopleDeps {
  /** The company (only the user's own: another's reads as 404) and its people. */
  load(conn: Kysely<Database>, companyId: string, userId: string): Promise<OpeningPeople>;
  /** The people with their latest proofs and register checks: one query for each. */
  loadOnFile(conn: Kysely<Database>, companyId: string, userId: string): Promise<PeopleOnFile>;
}
