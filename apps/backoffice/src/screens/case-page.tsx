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
import { CaseExportButton } from './case-export-button';
import { CaseFlagsSection } from './case-flags-section';
import { CaseHealthVerification } from './case-health-verification';
import { CaseIdentityMeasures } from './case-identity-measures';
import { CasePersonDueDiligenceList } from './case-person-due-diligence';
import { CaseRisk } from './case-risk';
import { DocumentDecisionControls } from './document-decision';
import { DocumentViewer } from './document-viewer';

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

/** The case page, read only: company beside the register, people, KYC, documents and history. */
export function CasePageScreen() {
  const { caseId = '' } = useParams();
  const { t, i18n } = useTranslation();
  const detail = useQuery({
    queryKey: ['case', caseId, i18n.language],
    queryFn: () => callApi('GET /backoffice/cases/{caseId}', { params: { caseId } }),
    retry: false,
  });
  const [viewing, setViewing] = useState<string | null>(null);

  if (detail.isError) {
    return (
      <section>
        <h1>{t('case.title')}</h1>
        <p role="alert">{detail.error instanceof ApiError ? detail.error.message : t('errors.load')}</p>
        <Link to="/cases">{t('case.back')}</Link>
      </section>
    );
  }
  if (!detail.data) return <p role="status">{t('loading')}</p>;
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
      <h1 id="case-title">{summary.company_name}</h1>
      <dl className="facts">
        <dt>{t('cases.status')}</dt>
        <dd>{t(`status.${summary.status}`)}</dd>
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

      <CaseExportButton caseId={caseId} />
      <CaseActions caseId={caseId} />
      <CaseFlagsSection caseId={caseId} />
      {summary.journey === 'enrollment' && <CapitalDepositSection caseId={caseId} />}
      <CaseRisk caseId={caseId} />

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
              <li key={document.id}>
                <span>
                  {document.label} — {document.subject_name} — {document.file_name}
                </span>{' '}
                <button type="button" onClick={() => setViewing(document.id)}>
                  {t('case.view', { name: document.file_name })}
                </button>
                <DocumentDecisionControls caseId={caseId} documentId={document.id} name={document.label} />
              </li>
            ))}
          </ul>
        )}
        {shown && <DocumentViewer caseId={caseId} document={shown} onClose={() => setViewing(null)} />}
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
    </article>
  );
}
