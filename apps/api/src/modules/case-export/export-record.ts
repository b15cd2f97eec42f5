import type {
  CaseDecisionsReply,
  CaseDetailReply,
  CaseIdentityMeasuresReply,
  CaseRiskReply,
  CaseScreeningRecord,
  OperatorRole,
} from '@app/domain';
import type { ChainCheck } from '../../audit';

/**
 * The version of the JSON's shape: a reader checks it before reading the rest. 2: `screening` is
 * the case's whole record (the versions screened against, every hit and its disposition), no
 * longer the counts of open and confirmed hits.
 */
export const EXPORT_FORMAT = 'case-export/2';

/** One document of the case in the archive: what the bank recorded of it, and where its file is. */
export interface ExportedDocument {
  id: string;
  type: string;
  label: string;
  subject_type: string;
  subject_name: string;
  file_name: string;
  mime_type: string;
  size: number;
  /** SHA-256 of the file as received, recorded at upload: the archive's file has the same. */
  sha256: string;
  received_at: string;
  /** The file's path inside the archive. */
  path: string;
}

/** One entry of the audit journal about the case, with its place in the chain. */
export interface ExportedJournalEntry {
  sequence: number;
  at: string;
  actor_type: string;
  actor_id: string | null;
  action: string;
  object_type: string;
  object_id: string | null;
  before: unknown;
  after: unknown;
  request_id: string | null;
  previous_hash: string;
  hash: string;
}

/** The whole case as the regulator receives it: the JSON of the archive, and what its PDF shows. */
export interface CaseExportRecord {
  format: typeof EXPORT_FORMAT;
  exported_at: string;
  exported_by: { id: string; name: string; role: OperatorRole };
  language: string;
  case: Pick<CaseDetailReply, 'summary' | 'customer' | 'company' | 'people' | 'kyc' | 'health'>;
  decisions: CaseDecisionsReply;
  risk: CaseRiskReply;
  identity_measures: CaseIdentityMeasuresReply['measures'];
  /** Every list version the case was screened against and every hit ever raised, disposed or not. */
  screening: CaseScreeningRecord;
  documents: ExportedDocument[];
  journal: {
    entries: ExportedJournalEntry[];
    /** The whole journal's chain checked at export time (not only the case's entries). */
    verification: {
      checked_at: string;
      ok: boolean;
      checked: number;
      /** Checkpoints whose seal holds, and the furthest one the journal reaches. */
      checkpoints: number;
      anchor: ChainCheck['anchor'];
      first_broken: ChainCheck['firstBroken'];
    };
  };
}
