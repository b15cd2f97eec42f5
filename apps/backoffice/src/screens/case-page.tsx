import { CASE_COMPARED_FIELDS, type CaseDetailReply, formatNumber, isLocale } from '@app/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ApiError, callApi } from '../lib/api';
import { formatDateTime } from '../lib/format';
import { useTranslation } from '../lib/use-translation';
import { AssignmentSummary } from './assignment-summary';
import { CapitalDepositSection } from './capital-deposit-section';
import { CaseActions } from './case-actions';
import { useCaseDecisions } from './case-decisions-api';
import { CaseExportButton } from './case-export-button';
import { CaseFlagsSection } from './case-flags-section';
import { CaseHealthVerification } from './case-health-verification';
import { CaseIdentityMeasures } from './case-identity-measures';
import { CasePersonDueDiligenceList } from './case-person-due-diligence';
import { CaseProfessionalStatus } from './case-professional-status';
import { CaseRisk } from './case-risk';
import { CaseScreeningAlert, FrozenCaseGuard } from './case-screening-alert';
import { CaseScreeningHits } from './case-screening-hits';
import {
  type CaseShortcut,
  CaseShortcutsHelp,
  useCaseShortcuts,
  useShortcutsSetting,
} from './case-shortcuts';
import { DocumentDecisionControls } from './document-decision';
import { DocumentViewer } from './document-viewer';
import { LegalHoldSection } from './legal-hold-section';
import { useCaseScreeningHits } from './screening-hits-api';

type Facts = CaseDetailReply['company']['declared'];
type Field = (typeof CASE_COMPARED_FIELDS)[number];

const factText = (facts: Facts | null, field: Field): string => {
  if (!facts) return '—';
  if (field === 'address') {
    const address = facts.address;
    return address ? `${address.street}, ${address.zip} ${address.city} (${address.country})` : '—';
  }
  return facts[field] ?? '—';
};

// The part of the page a document proves, scrolled into view beside it: the company's register
// data for its documents (Kbis, statutes, proof of the seat), the people for theirs (identity,
// proof of address).
const provedSection = (subject: CaseDetailReply['documents'][number]['subject_type']) =>
  subject === 'company' ? 'company-title' : 'people-title';

/**
 * The case page: a summary header (status, risk, flags, the actions the gates allow), then the
 * data on the left and the document being viewed on the right, beside what it proves. Common
 * decisions on single keys, listed under `?` and able to be turned off.
 */
export function CasePageScreen() {
  const { caseId = '' } = useParams();
  const { t, i18n } = useTranslation();
  const detail = useQuery({
    queryKey: ['case', caseId, i18n.language],
    queryFn: () => callApi('GET /backoffice/cases/{caseId}', { params: { caseId } }),
    retry: false,
  });
  const [viewing, setViewing] = useState<string | null>(null);
  const [helpOpen, setHelpOpen] = useState(false);
  const [shortcutsOn, setShortcutsOn] = useShortcutsSetting();
  const decisions = useCaseDecisions(caseId);
  const screening = useCaseScreeningHits(caseId);
  const documentList = detail.data?.documents ?? [];

  const view = (documentId: string) => {
    setViewing(documentId);
    const document_ = documentList.find((document) => document.id === documentId);
    if (document_)
      globalThis.document.getElementById(provedSection(document_.subject_type))?.scrollIntoView?.();
  };
  const onShortcut = (shortcut: CaseShortcut) => {
    const at = documentList.findIndex((document) => document.id === viewing);
    const step = (by: number) => {
      const next = documentList[at === -1 ? 0 : Math.min(Math.max(at + by, 0), documentList.length - 1)];
      if (next) view(next.id);
    };
    const press = (selector: string) =>
      globalThis.document.querySelector<HTMLButtonElement>(`.case-aside ${selector}`)?.click();
    if (shortcut === 'help') setHelpOpen(true);
    else if (shortcut === 'next') step(1);
    else if (shortcut === 'previous') step(-1);
    else if (shortcut === 'accept') press('[data-shortcut="accept"]');
    else if (shortcut === 'reject') press('[data-shortcut="reject"]');
    // The approval stays a deliberate act: the key brings the case's decisions to hand, Enter confirms.
    else
      globalThis.document.querySelector<HTMLButtonElement>('#case-decisions button:not(:disabled)')?.focus();
  };
  useCaseShortcuts(shortcutsOn, onShortcut);

  const failure = detail.error instanceof ApiError ? detail.error.message : t('errors.load');
  if (detail.isError && !detail.data) {
    return (
      <section>
        <h1>{t('case.title')}</h1>
        <p role="alert">{failure}</p>
        <Link to="/cases">{t('case.back')}</Link>
      </section>
    );
  }
  // The header's parts (the gates' actions, the screening alert) arrive with the case, not after
  // it: a page drawn in one piece does not jump under the operator's pointer. Answered once is
  // enough (an error included): a later refetch never takes the page back to "loading".
  const answered = (query: { dataUpdatedAt: number; errorUpdatedAt: number }) =>
    query.dataUpdatedAt > 0 || query.errorUpdatedAt > 0;
  if (!detail.data || !answered(decisions) || !answered(screening)) {
    return <p role="status">{t('loading')}</p>;
  }
  const { summary, customer, company, people, kyc, documents, timeline } = detail.data;
  const locale = isLocale(i18n.language) ? i18n.language : 'fr';
  // A holding as a share of the declared shares ("50 % (500 sur 1 000)"), else as declared.
  const holdingText = (person: CaseDetailReply['people'][number], total: number | null) =>
    person.percentage !== null && total !== null && person.shares > 0
      ? t('case.holding', {
          percentage: formatNumber(locale, person.percentage),
          shares: formatNumber(locale, person.shares),
          total: formatNumber(locale, total),
        })
      : String(person.shares);
  const shown = documents.find((document) => document.id === viewing);

  return (
    <article aria-labelledby="case-title">
      <p>
        <Link to="/cases">{t('case.back')}</Link>
      </p>
      <header className="case-header">
        {/* A refresh that failed keeps the page read before it, and says so. */}
        {detail.isError && <p role="alert">{failure}</p>}
        <CaseScreeningAlert caseId={caseId} />
        <h1 id="case-title">{summary.company_name}</h1>
        <dl className="facts">
          <dt>{t('case.reference')}</dt>
          <dd>{summary.id}</dd>
          <dt>{t('cases.status')}</dt>
          <dd>
            <strong className="badge status">{t(`status.${summary.status}`)}</strong>
          </dd>
          <dt>{t('risk.tier')}</dt>
          <dd>
            {decisions.data?.risk_tier ? t(`risk.tiers.${decisions.data.risk_tier}`) : t('case.notRated')}
          </dd>
          <dt>{t('case.flagsCount')}</dt>
          <dd>
            {summary.flags.length === 0 ? (
              t('case.noFlags')
            ) : (
              <a href="#flags-title">{t('case.flagCount', { count: summary.flags.length })}</a>
            )}
          </dd>
          <dt>{t('cases.journey')}</dt>
          <dd>{t(`journey.${summary.journey}`)}</dd>
          <dt>{t('cases.customer')}</dt>
          <dd>
            {customer.name} · {customer.email} · {customer.phone}
          </dd>
          <dt>{t('cases.submitted')}</dt>
          <dd>
            {summary.submitted_at ? formatDateTime(summary.submitted_at, i18n.language) : '—'}
            {summary.overdue && <strong className="badge">{t('cases.overdue')}</strong>}
          </dd>
        </dl>
        <AssignmentSummary caseId={caseId} summary={summary} />
        <div id="case-decisions">
          <FrozenCaseGuard caseId={caseId}>
            <CaseActions caseId={caseId} />
          </FrozenCaseGuard>
        </div>
        <div className="actions-bar">
          <CaseExportButton caseId={caseId} />
          <button type="button" className="secondary" onClick={() => setHelpOpen(true)}>
            {t('shortcuts.open')}
          </button>
        </div>
      </header>
      <CaseShortcutsHelp
        open={helpOpen}
        onClose={() => setHelpOpen(false)}
        enabled={shortcutsOn}
        onEnabledChange={setShortcutsOn}
      />

      <div className="case-layout">
        <div className="case-data">
          <CaseFlagsSection caseId={caseId} />
          <CaseScreeningHits caseId={caseId} />
          {summary.journey === 'enrollment' && <CapitalDepositSection caseId={caseId} />}
          <CaseRisk caseId={caseId} />
          <LegalHoldSection caseId={caseId} hold={detail.data.legal_hold ?? null} />

          <section aria-labelledby="company-title">
            <h2 id="company-title">{t('case.company')}</h2>
            <p>
              SIREN {company.siren ?? '—'} · SIRET {company.siret ?? '—'}
            </p>
            {!company.register && <p className="notice">{t('case.noRegister')}</p>}
            <table>
              <thead>
                <tr>
                  <th scope="col">{t('case.field')}</th>
                  <th scope="col">{t('case.declared')}</th>
                  <th scope="col">{t('case.register')}</th>
                </tr>
              </thead>
              <tbody>
                {CASE_COMPARED_FIELDS.map((field) => {
                  const differs = company.differences.includes(field);
                  return (
                    <tr key={field} className={differs ? 'differs' : undefined}>
                      <th scope="row">{t(`case.fields.${field}`)}</th>
                      <td>{factText(company.declared, field)}</td>
                      <td>
                        {factText(company.register, field)}
                        {differs && <strong className="badge">{t('case.differs')}</strong>}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </section>

          <section aria-labelledby="people-title">
            <h2 id="people-title">{t('case.people')}</h2>
            <table>
              <thead>
                <tr>
                  <th scope="col">{t('case.name')}</th>
                  <th scope="col">{t('case.roles')}</th>
                  <th scope="col">{t('case.shares')}</th>
                </tr>
              </thead>
              <tbody>
                {people.map((person) => {
                  const roles = [
                    person.is_user && t('case.role.user'),
                    person.is_legal_representative && t('case.role.representative'),
                    person.is_shareholder && t('case.role.shareholder'),
                    person.is_beneficial_owner && t('case.role.beneficialOwner'),
                    person.is_pep && t('case.role.pep'),
                    person.kind === 'company' && t('case.role.company'),
                  ].filter(Boolean);
                  return (
                    <tr key={person.id}>
                      <th scope="row">{person.name || '—'}</th>
                      <td>
                        {roles.join(', ') || '—'}
                        {person.due_diligence ? (
                          <CasePersonDueDiligenceList
                            dueDiligence={person.due_diligence}
                            homeIsPractice={company.home_is_practice}
                          />
                        ) : null}
                      </td>
                      <td>{holdingText(person, company.number_of_shares)}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </section>

          <CaseHealthVerification health={detail.data.health} />
          <CaseProfessionalStatus status={detail.data.professional_status} />
          <CaseIdentityMeasures caseId={caseId} />

          <section aria-labelledby="kyc-title">
            <h2 id="kyc-title">{t('case.kyc')}</h2>
            {kyc.length === 0 ? (
              <p>{t('case.none')}</p>
            ) : (
              <dl className="kyc">
                {kyc.map((item) => (
                  <div key={item.question}>
                    <dt>{item.question}</dt>
                    <dd>{item.answer}</dd>
                  </div>
                ))}
              </dl>
            )}
          </section>

          <section aria-labelledby="documents-title">
            <h2 id="documents-title">{t('case.documents')}</h2>
            {documents.length === 0 ? (
              <p>{t('case.none')}</p>
            ) : (
              <ul className="documents">
                {documents.map((document) => (
                  <li key={document.id} aria-current={document.id === viewing ? 'true' : undefined}>
                    <span>
                      {document.label} — {document.subject_name} — {document.file_name}
                    </span>{' '}
                    <button type="button" onClick={() => view(document.id)}>
                      {t('case.view', { name: document.file_name })}
                    </button>
                    {document.id !== viewing && (
                      <DocumentDecisionControls
                        caseId={caseId}
                        documentId={document.id}
                        name={document.label}
                      />
                    )}
                  </li>
                ))}
              </ul>
            )}
          </section>

          <section aria-labelledby="timeline-title">
            <h2 id="timeline-title">{t('case.timeline')}</h2>
            {timeline.length === 0 ? (
              <p>{t('case.none')}</p>
            ) : (
              <ol className="timeline">
                {timeline.map((entry) => {
                  // An action the back-office has no words for yet is shown by its code.
                  const action = `actions.${entry.action}`;
                  return (
                    <li key={entry.id}>
                      <time dateTime={entry.at}>{formatDateTime(entry.at, i18n.language)}</time> —{' '}
                      {i18n.has(action) ? t(action) : entry.action} —{' '}
                      {entry.actor_name ?? t(`actors.${entry.actor_type}`)}
                    </li>
                  );
                })}
              </ol>
            )}
          </section>
        </div>
        <aside className="case-aside" aria-label={t('case.viewerPanel')}>
          {shown ? (
            <>
              <DocumentViewer
                // One viewer per document: the previous file never shows under the next one's name.
                key={shown.id}
                caseId={caseId}
                document={shown}
                onClose={() => setViewing(null)}
              />
              <DocumentDecisionControls caseId={caseId} documentId={shown.id} name={shown.label} />
            </>
          ) : (
            <p className="viewer viewer-empty">{t('case.viewerEmpty')}</p>
          )}
        </aside>
      </div>
    </article>
  );
}
