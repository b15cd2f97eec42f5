import type { OpeningStatus } from '@app/domain';
import type { Kysely } from 'kysely';
import type { DocumentRow } from '../../db/repositories/documents';
import type { Database } from '../../db/schema';

/** Raised when the shape of `data.json` changes, so a reader knows which one it holds. */
export const DATA_EXPORT_FORMAT_VERSION = 1;

/** The boxes a customer ticks on the terms screen, with when, and the insurer's exchange withdrawn. */
export const CONSENT_KINDS = ['terms', 'deposit_guarantee', 'consent', 'communication'] as const;
export type ConsentKind = (typeof CONSENT_KINDS)[number] | 'information_exchange_withdrawn';

export interface ExportedConsent {
  kind: ConsentKind;
  company_id: string;
  at: string;
  version: string | null;
}

export interface ExportedFile {
  id: string;
  type: string;
  subject_type: string;
  subject_id: string;
  file_name: string;
  mime_type: string;
  size: number;
  sha256: string;
  received_at: string;
  /** Where the file sits in the archive. */
  path: string;
}

export interface ExportedOpening {
  company: Record<string, unknown>;
  status: OpeningStatus;
  history: { from: OpeningStatus; to: OpeningStatus; by: string; at: string }[];
  people: Record<string, unknown>[];
  kyc_answers: { question_id: string; answer: string; other: string | null; answered_at: string }[];
}

/** Everything the bank holds about one customer, as `data.json` carries it. */
export interface DataExportRecord {
  format_version: typeof DATA_EXPORT_FORMAT_VERSION;
  exported_at: string;
  language: string;
  identity: {
    id: string;
    email: string;
    gender: number;
    first_name: string;
    last_name: string;
    phone: string;
    nationality: string;
    registration_type: string;
    language: string;
    created_at: string;
    completed_at: string | null;
  };
  openings: ExportedOpening[];
  documents: ExportedFile[];
  consents: ExportedConsent[];
  /** Subject and date only: bodies may carry one-time codes, which are no data about the customer. */
  emails: {
    id: string;
    recipient: string;
    subject: string | null;
    created_at: string;
    sent_at: string | null;
  }[];
}

/** The file's name in the archive: its index keeps two files of the same name apart. */
const filePath = (index: number, fileName: string): string =>
  `documents/${String(index + 1).padStart(3, '0')}-${fileName.replace(/[^\p{L}\p{N}._-]+/gu, '_')}`;

/**
 * Reads the customer's rows: their sign-in's identity (never the password's hash), each opening
 * with its moves, people and answers, the documents still held, the consents and the e-mails.
 */
export async function readDataExport(
  db: Kysely<Database>,
  userId: string,
  context: { exportedAt: string; language: string },
): Promise<{ record: DataExportRecord; files: { row: DocumentRow; path: string }[] }> {
  const identity = await db
    .selectFrom('users')
    .select([
      'id',
      'email',
      'gender',
      'first_name',
      'last_name',
      'phone',
      'nationality',
      'registration_type',
      'language',
      'created_at',
      'completed_at',
    ])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const companies = await db
    .selectFrom('companies')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  const companyIds = companies.map((company) => company.id);
  const ofCompanies = companyIds.length > 0 ? companyIds : [''];
  const [events, people, answers, accounts, withdrawals, documents, emails] = await Promise.all([
    db
      .selectFrom('opening_events')
      .select(['company_id', 'from_status', 'to_status', 'actor_kind', 'at'])
      .where('company_id', 'in', ofCompanies)
      .orderBy('seq')
      .execute(),
    db
      .selectFrom('representatives')
      .selectAll()
      .where('company_id', 'in', ofCompanies)
      .orderBy('position')
      .execute(),
    db
      .selectFrom('kyc_answers')
      .select(['company_id', 'question_id', 'answer', 'other', 'updated_at'])
      .where('company_id', 'in', ofCompanies)
      .orderBy('question_id')
      .execute(),
    db
      .selectFrom('accounts')
      .select([
        'company_id',
        'terms_accepted_at',
        'deposit_guarantee_accepted_at',
        'consent_accepted_at',
        'communication_accepted_at',
        'accepted_document_versions',
      ])
      .where('user_id', '=', userId)
      .where('kind', '=', 'current')
      .execute(),
    db
      .selectFrom('information_exchange_withdrawals')
      .select(['company_id', 'withdrawn_at'])
      .where('user_id', '=', userId)
      .execute(),
    db
      .selectFrom('documents')
      .selectAll()
      .where('user_id', '=', userId)
      .where('deleted_at', 'is', null)
      .orderBy('created_at')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('outbox_messages')
      .select(['id', 'recipient', 'subject', 'created_at', 'sent_at'])
      .where('user_id', '=', userId)
      .where('channel', '=', 'email')
      .orderBy('created_at')
      .execute(),
  ]);

  const openings = companies.map((company): ExportedOpening => {
    const { opening_status, ...fields } = company;
    return {
      company: fields,
      status: opening_status,
      history: events
        .filter((event) => event.company_id === company.id)
        .map((event) => ({
          from: event.from_status,
          to: event.to_status,
          by: event.actor_kind,
          at: event.at,
        })),
      people: people.filter((person) => person.company_id === company.id),
      kyc_answers: answers
        .filter((answer) => answer.company_id === company.id)
        .map(({ question_id, answer, other, updated_at }) => ({
          question_id,
          answer,
          other,
          answered_at: updated_at,
        })),
    };
  });
  const files = documents.map((row, index) => ({ row, path: filePath(index, row.file_name) }));
  const record: DataExportRecord = {
    format_version: DATA_EXPORT_FORMAT_VERSION,
    exported_at: context.exportedAt,
    language: context.language,
    identity,
    openings,
    documents: files.map(({ row, path }) => ({
      id: row.id,
      type: row.type,
      subject_type: row.subject_type,
      subject_id: row.subject_id,
      file_name: row.file_name,
      mime_type: row.mime_type,
      size: row.size,
      sha256: row.sha256,
      received_at: row.created_at,
      path,
    })),
    consents: [...accounts.flatMap(consentsOf), ...withdrawals.map(withdrawalConsent)],
    emails,
  };
  return { record, files };
}

type ConsentRow = {
  company_id: string;
  terms_accepted_at: string | null;
  deposit_guarantee_accepted_at: string | null;
  consent_accepted_at: string | null;
  communication_accepted_at: string | null;
  accepted_document_versions: string | null;
};

function consentsOf(account: ConsentRow): ExportedConsent[] {
  const versions = account.accepted_document_versions
    ? (JSON.parse(account.accepted_document_versions) as Record<string, string>)
    : {};
  return CONSENT_KINDS.flatMap((kind) => {
    const at = account[`${kind}_accepted_at`];
    return at ? [{ kind, company_id: account.company_id, at, version: versions[kind] ?? null }] : [];
  });
}

const withdrawalConsent = (row: { company_id: string; withdrawn_at: string }): ExportedConsent => ({
  kind: 'information_exchange_withdrawn',
  company_id: row.company_id,
  at: row.withdrawn_at,
  version: null,
});
