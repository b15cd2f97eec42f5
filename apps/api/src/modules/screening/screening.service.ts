import { type ScreenedCompany, type ScreenedPerson, ScreeningIndex } from '@app/domain';
import type { Kysely } from 'kysely';
import type { ReposOf } from '../../db/repositories';
import type { ListVersion } from '../../db/repositories/screening';
import type { Database } from '../../db/schema';
import { type Screener, type ScreeningOutcome, type ScreeningSettings, screenerOf } from './screener';

export type { Screener, ScreeningHit, ScreeningOutcome, ScreeningSettings } from './screener';

export interface ScreeningDeps {
  db: Kysely<Database>;
  repos: ReposOf<'screening'>;
  settings: ScreeningSettings;
}

/**
 * Asset-freeze and sanctions screening: a person or a company against the current version of
 * each list (the national register of freezes, the EU consolidated list). Each version's entries
 * are read and indexed once, kept in memory while the version is current, and dropped when a newer
 * publication has been imported (`npm run screening:import`, in its own process): every screening
 * first asks which versions are current, one small query.
 */
export function createScreeningService({ db, repos, settings }: ScreeningDeps) {
  const indexes = new Map<string, Promise<ScreeningIndex>>();

  function indexOf(version: ListVersion): Promise<ScreeningIndex> {
    let index = indexes.get(version.key);
    if (!index) {
      index = repos
        .screening(db)
        .entries(version)
        .then((entries) => new ScreeningIndex(entries));
      // A failed reading is tried again by the next screening, not kept.
      index.catch(() => indexes.delete(version.key));
      indexes.set(version.key, index);
    }
    return index;
  }

  /** The screener on the current versions, their indexes built if new, those of older versions dropped. */
  async function current(): Promise<Screener> {
    const versions = await repos.screening(db).currentVersions();
    const keys = new Set(versions.map((version) => version.key));
    for (const key of indexes.keys()) if (!keys.has(key)) indexes.delete(key);
    const indexed = await Promise.all(
      versions.map(async (version) => ({ version, index: await indexOf(version) })),
    );
    return screenerOf(indexed, settings);
  }

  return {
    settings,
    /**
     * The current versions with their indexes, to screen many people in one go (a rescreen of the
     * whole base on a new publication) without asking for the versions each time.
     */
    current,
    async screenPerson(person: ScreenedPerson): Promise<ScreeningOutcome> {
      return (await current()).screenPerson(person);
    },
    async screenCompany(company: ScreenedCompany): Promise<ScreeningOutcome> {
      return (await current()).screenCompany(company);
    },
  };
}

export type ScreeningService = ReturnType<typeof createScreeningService>;
