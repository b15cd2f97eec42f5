import { formatListDate, type Locale, type MessageKey, translate } from '@app/domain';
import { escapeHtml } from '../../messaging/html';
import type { DataExportRecord, ExportedOpening } from './data-export-record';

type Words = (key: MessageKey, params?: Record<string, string>) => string;

const rows = (pairs: [string, string | null | undefined][]): string =>
  pairs
    .map(
      ([label, value]) =>
        `<tr><th scope="row">${escapeHtml(label)}</th><td>${escapeHtml(value ?? '')}</td></tr>`,
    )
    .join('');

const list = (items: string[], none: string): string =>
  items.length === 0
    ? `<p>${escapeHtml(none)}</p>`
    : `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;

const personName = (person: Record<string, unknown>): string =>
  [person.first_name, person.last_name, person.company_name]
    .filter((part) => typeof part === 'string' && part)
    .join(' ');

function openingSection(opening: ExportedOpening, words: Words, date: (at: string) => string): string {
  const status = (value: string) => words(`compliance.status.${value}` as MessageKey);
  const name = String(opening.company.name ?? '');
  return [
    `<section><h3>${escapeHtml(name)}</h3>`,
    `<table>${rows([[words('compliance.data_export.status'), status(opening.status)]])}</table>`,
    `<h4>${escapeHtml(words('compliance.data_export.history'))}</h4>`,
    list(
      opening.history.map((move) => `${date(move.at)} · ${status(move.to)}`),
      words('compliance.data_export.none'),
    ),
    `<h4>${escapeHtml(words('compliance.data_export.people'))}</h4>`,
    list(opening.people.map(personName), words('compliance.data_export.none')),
    `<h4>${escapeHtml(words('compliance.data_export.kyc'))}</h4>`,
    list(
      opening.kyc_answers.map(
        (answer) => `${answer.question_id} · ${answer.answer}${answer.other ? ` (${answer.other})` : ''}`,
      ),
      words('compliance.data_export.none'),
    ),
    '</section>',
  ].join('');
}

/**
 * The archive's readable page, in the customer's language: a self-contained HTML file (no script,
 * no outside resource) that opens in any browser; every value from the records is escaped.
 */
export function dataExportSummaryHtml(record: DataExportRecord, locale: Locale): string {
  const words: Words = (key, params = {}) => translate(locale, key, params);
  const date = (at: string) => formatListDate(at, locale);
  const { identity } = record;
  const fullName = `${identity.first_name} ${identity.last_name}`;
  return [
    '<!doctype html>',
    `<html lang="${locale}"><head><meta charset="utf-8">`,
    `<title>${escapeHtml(`${words('compliance.data_export.title')} · ${fullName}`)}</title>`,
    '<style>body{font-family:sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;line-height:1.5}th{text-align:left;padding-right:1rem}</style>',
    '</head><body>',
    `<h1>${escapeHtml(`${words('compliance.data_export.title')} · ${fullName}`)}</h1>`,
    `<p>${escapeHtml(words('compliance.data_export.exported_on', { date: date(record.exported_at) }))}</p>`,
    `<p>${escapeHtml(words('compliance.data_export.contents'))}</p>`,
    `<h2>${escapeHtml(words('compliance.data_export.identity'))}</h2>`,
    `<table>${rows([
      [words('compliance.data_export.name'), fullName],
      [words('compliance.data_export.email'), identity.email],
      [words('compliance.data_export.phone'), identity.phone],
      [words('compliance.data_export.nationality'), identity.nationality],
      [words('compliance.data_export.created_at'), date(identity.created_at)],
    ])}</table>`,
    `<h2>${escapeHtml(words('compliance.data_export.openings'))}</h2>`,
    record.openings.length === 0
      ? `<p>${escapeHtml(words('compliance.data_export.none'))}</p>`
      : record.openings.map((opening) => openingSection(opening, words, date)).join(''),
    `<h2>${escapeHtml(words('compliance.data_export.documents'))}</h2>`,
    list(
      record.documents.map((file) => `${date(file.received_at)} · ${file.file_name} (${file.path})`),
      words('compliance.data_export.none'),
    ),
    `<h2>${escapeHtml(words('compliance.data_export.consents'))}</h2>`,
    list(
      record.consents.map(
        (consent) =>
          `${date(consent.at)} · ${words(`compliance.data_export.consent.${consent.kind}`)}${consent.version ? ` (${consent.version})` : ''}`,
      ),
      words('compliance.data_export.none'),
    ),
    `<h2>${escapeHtml(words('compliance.data_export.emails'))}</h2>`,
    list(
      record.emails.map((email) => `${date(email.created_at)} · ${email.subject ?? ''}`),
      words('compliance.data_export.none'),
    ),
    '</body></html>',
    '',
  ].join('\n');
}
