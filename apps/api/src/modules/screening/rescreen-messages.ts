import type { ListedEntry } from '@app/domain';
import type { ListVersion } from '../../db/repositories/screening';
import type { NewScreeningHit, ScreeningSubject } from '../../db/repositories/screening-hits';
import type { ScreeningSettings } from './screener';

/** What a scoring thread is started with: the lists' current versions and their entries, to index once. */
export interface RescreenWorkerData {
  settings: ScreeningSettings;
  lists: { version: ListVersion; entries: ListedEntry[] }[];
}

/** A page of subjects to score. */
export interface ScoreRequest {
  id: number;
  subjects: ScreeningSubject[];
}

/** The page's hits, in the order of its subjects, or why it could not be scored. */
export type ScoreReply = { id: number; hits: NewScreeningHit[] } | { id: number; error: string };
