import {
  formatListDate,
  type Locale,
  type MessageKey,
  SCREENING_LISTS,
  type Text,
  translate,
} from '@app/domain';
import { PDFDocument } from 'pdf-lib';
import { PageWriter } from '../../pdf/page-writer';
import { embedUnicodeFonts, pdfText } from '../../pdf/unicode-fonts';
import type { CaseExportRecord } from './export-record';

/** A moment as the journal keeps it, readable and unambiguous in any language: "2026-11-28 10:42:07 UTC". */
const moment = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 19)} UTC`;

/**
 * The readable summary of the regulator's export, in the operator's language: the case, its
 * people, the decisions, the risk rating and its factors, the identification measures, the
 * screening, the documents with their SHA-256, the journal's entries of the case and the
 * journal's check at export time. The JSON of the archive holds the same, for machines.
 */
export async function createSummaryPdf(record: CaseExportRecord, locale: Locale): Promise<Uint8Array> {
  const t = (text: Text, params: Record<string, string | number> = {}) => translate(locale, text, params);
  const k = (key: string) => t(key as MessageKey);
  const pdf = await PDFDocument.create();
  const company = record.case.summary.company_name;
  pdf.setTitle(pdfText(`${t('compliance.export.title')} - ${company}`));
  pdf.setAuthor(pdfText(record.exported_by.name));
  pdf.setCreationDate(new Date(record.exported_at));
  pdf.setLanguage({ fr: 'fr-FR', en: 'en-GB', de: 'de-DE' }[locale]);
  const w = new PageWriter(pdf, await embedUnicodeFonts(pdf));
  const none = () => w.paragraph(t('compliance.export.none'));

  w.heading(`${t('compliance.export.title')} — ${company}`, 16);
  w.paragraph(
    t('compliance.export.prepared', { date: moment(record.exported_at), operator: record.exported_by.name }),
  );
  w.paragraph(t('compliance.export.json_note'), { size: 9 });

  const { summary, customer, company: facts, people } = record.case;
  w.heading(t('compliance.export.section_case'));
  w.field(t('compliance.export.field_status'), k(`compliance.status.${summary.status}`));
  w.field(t('compliance.export.field_journey'), summary.journey);
  w.field('SIREN / SIRET', `${facts.siren ?? '—'} / ${facts.siret ?? '—'}`);
  w.field(t('compliance.export.field_legal_form'), facts.declared.legal_form ?? '—');
  w.field(t('compliance.export.field_naf'), facts.declared.naf ?? '—');
  w.field(t('compliance.export.field_customer'), `${customer.name} · ${customer.email} · ${customer.phone}`);

  w.heading(t('compliance.export.section_people'));
  if (people.length === 0) none();
  for (const person of people) {
    const roles = [
      person.is_user && 'user',
      person.is_legal_representative && 'legal_representative',
      person.is_shareholder && `shareholder (${person.shares})`,
      person.is_beneficial_owner && 'beneficial_owner',
      person.is_pep && 'PEP',
    ].filter(Boolean);
    w.paragraph(`${person.name || '—'} — ${roles.join(', ') || '—'}`);
  }

  const { decisions } = record;
  const labelOf = new Map(
    record.documents.map((document) => [document.id, `${document.label} (${document.file_name})`]),
  );
  w.heading(t('compliance.export.section_decisions'));
  if (
    decisions.document_decisions.length === 0 &&
    !decisions.approved_by &&
    decisions.first_transfers.length === 0
  )
    none();
  for (const decision of [...decisions.document_decisions].reverse()) {
    const why = decision.reason ?? decision.message;
    w.paragraph(
      `${moment(decision.at)} — ${labelOf.get(decision.document_id) ?? decision.document_id}: ${k(`compliance.decision.${decision.decision}`)} — ${decision.operator_name}${why ? ` — ${why}` : ''}`,
    );
  }
  if (decisions.approved_by)
    w.paragraph(t('compliance.export.approved_by', { name: decisions.approved_by.name }));
  for (const transfer of decisions.first_transfers) {
    w.paragraph(
      `${moment(transfer.received_at)} — ${transfer.payer_name}, ${transfer.payer_iban}, ${transfer.amount} € — ${transfer.outcome}${transfer.hold_reason ? ` (${transfer.hold_reason})` : ''}`,
    );
  }

  w.heading(t('compliance.export.section_risk'));
  const current = record.risk.current;
  if (!current) w.paragraph(t('compliance.export.not_rated'));
  else {
    w.field(t('compliance.export.field_tier'), k(`compliance.tier.${current.tier}`));
    w.field(t('compliance.export.field_score'), String(current.score));
    w.field(t('compliance.export.field_next_review'), formatListDate(current.next_review_on, locale));
    w.field(t('compliance.export.field_edition'), current.edition);
    w.paragraph(
      t('compliance.export.field_rated', {
        date: moment(current.rated_at),
        trigger: k(`compliance.trigger.${current.trigger}`),
      }),
    );
    for (const factor of current.factors)
      w.paragraph(`• ${factor.label} (+${factor.weight})`, { indent: 10 });
    for (const earlier of record.risk.history.slice(1)) {
      w.paragraph(
        `${moment(earlier.rated_at)} — ${k(`compliance.tier.${earlier.tier}`)} (${earlier.score}) — ${k(`compliance.trigger.${earlier.trigger}`)}`,
        { size: 9 },
      );
    }
  }

  w.heading(t('compliance.export.section_measures'));
  if (record.identity_measures.length === 0) none();
  for (const measure of record.identity_measures) {
    w.paragraph(
      `${moment(measure.applied_at)} — ${k(`compliance.measure.${measure.measure}`)} — ${measure.subject.name}`,
      {
        bold: true,
      },
    );
    if (measure.document)
      w.paragraph(
        `${measure.document.kind} ${measure.document.id}, SHA-256 ${measure.document.sha256}, ${moment(measure.document.received_at)} → ${moment(measure.document.accepted_at)} (${measure.document.accepted_by})`,
        { size: 9, indent: 10 },
      );
    if (measure.transfer)
      w.paragraph(
        `${measure.transfer.payer_name}, ${measure.transfer.payer_iban}, ${measure.transfer.amount} €, ${moment(measure.transfer.counted_at)}`,
        { size: 9, indent: 10 },
      );
  }

  w.heading(t('compliance.export.section_screening'));
  const { screening } = record;
  const listName = (list: string) =>
    (SCREENING_LISTS as readonly string[]).includes(list) ? k(`compliance.screening_list.${list}`) : list;
  const percent = (share: number) => Math.round(share * 100);
  w.paragraph(t('compliance.export.screening_versions'), { bold: true });
  if (screening.versions.length === 0) w.paragraph(t('compliance.export.screening_no_versions'));
  for (const version of screening.versions) {
    const when = { first: moment(version.first_screened_at), last: moment(version.last_screened_at) };
    w.paragraph(
      version.published_on
        ? t('compliance.export.screening_version', {
            list: listName(version.list),
            date: formatListDate(version.published_on, locale),
            ...when,
          })
        : t('compliance.export.screening_version_undated', { list: listName(version.list), ...when }),
    );
    w.paragraph(t('compliance.export.screening_fingerprint', { fingerprint: version.version }), {
      size: 8,
      indent: 10,
    });
  }
  w.paragraph(t('compliance.export.screening_hits'), { bold: true });
  // A hit cleared as a false positive stays: the regulator sees it was raised, reviewed and why.
  if (screening.hits.length === 0) w.paragraph(t('compliance.export.screening_none'));
  for (const hit of screening.hits) {
    w.paragraph(
      t('compliance.export.screening_hit', {
        subject: hit.subject_name,
        entry: hit.entry_name,
        entry_id: hit.entry_id,
        list: listName(hit.list),
        score: percent(hit.score),
        status: k(`compliance.hit_status.${hit.status}`),
      }),
      { bold: true },
    );
    const detail = (text: string) => w.paragraph(text, { size: 9, indent: 10 });
    detail(
      t('compliance.export.screening_raised', { date: moment(hit.created_at), fingerprint: hit.version }),
    );
    for (const reason of hit.reasons) {
      if (reason.kind === 'name')
        detail(
          t(
            reason.alias
              ? 'compliance.export.screening_reason_alias'
              : 'compliance.export.screening_reason_name',
            {
              declared: reason.query_name,
              listed: reason.listed_name,
              similarity: percent(reason.similarity),
            },
          ),
        );
      else
        detail(
          t(`compliance.export.screening_reason_${reason.kind}`, {
            declared: [reason.query].flat().join(', ') || '—',
            listed: [reason.listed].flat().join(', ') || '—',
          }),
        );
    }
    if (hit.proposal)
      detail(
        t('compliance.export.screening_proposed', {
          operator: hit.proposal.by.name,
          date: moment(hit.proposal.at),
          reason: hit.proposal.reason,
        }),
      );
    if (hit.decision)
      detail(
        t(
          hit.decision.disposition === 'true_match'
            ? 'compliance.export.screening_confirmed'
            : 'compliance.export.screening_cleared',
          {
            operator: hit.decision.by.name,
            date: moment(hit.decision.at),
            reason: hit.decision.reason ?? '—',
          },
        ),
      );
  }

  w.heading(t('compliance.export.section_documents'));
  w.paragraph(t('compliance.export.documents_note'), { size: 9 });
  if (record.documents.length === 0) none();
  for (const document of record.documents) {
    w.paragraph(
      `${document.label} — ${document.subject_name} — ${document.file_name} (${moment(document.received_at)})`,
    );
    w.paragraph(`SHA-256 ${document.sha256}`, { size: 8, indent: 10 });
  }

  w.heading(t('compliance.export.section_journal'));
  const check = record.journal.verification;
  w.paragraph(
    check.ok
      ? t('compliance.export.journal_ok', { count: check.checked, date: moment(check.checked_at) })
      : t('compliance.export.journal_broken', {
          reason: check.first_broken?.reason ?? '',
          date: moment(check.checked_at),
        }),
    { bold: true },
  );
  for (const entry of record.journal.entries) {
    w.paragraph(
      `#${entry.sequence} ${moment(entry.at)} — ${entry.action} — ${entry.actor_type}${entry.actor_id ? ` ${entry.actor_id}` : ''}`,
      {
        size: 8,
      },
    );
  }
  return pdf.save();
}
