import type { ParseRequest, ReadingStart } from './parsed-file';

/** What a parsing thread is started with. */
export interface ParseJob extends ParseRequest {
  /** Batches sent and not yet written: bounds memory whichever thread is the slower. */
  inFlight: number;
}

/** Messages the parsing thread sends to the importer. */
export type ParseMessage =
  | { type: 'opened'; kind: string; publishedOn: string | null }
  | { type: 'rows'; text: string; count: number; seen: number; rejected: number; bytes: number }
  | { type: 'skipped'; message: string }
  | { type: 'done' }
  | { type: 'error'; message: string };

/** Messages the importer answers with. */
export type ControlMessage = ({ type: 'go' } & ReadingStart) | { type: 'ack' };
