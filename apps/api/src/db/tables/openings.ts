import type { OpeningActor, OpeningStatus } from '@app/domain';

/** One move of an opening's status, written with the move itself. */
export interface OpeningEventsTable {
  id: string;
  company_id: string;
  from_status: OpeningStatus;
  to_status: OpeningStatus;
  actor_kind: OpeningActor;
  actor_id: string | null;
  at: string;
  /** The move's rank among its opening's moves (1, 2, …): the history's order, ties of `at` included. */
  seq: number;
  /** JSON object */
  details: string;
}
