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
  /** JSON object */
  details: string;
}
