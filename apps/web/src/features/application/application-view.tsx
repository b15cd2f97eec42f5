import type { ApplicationReply, AskedDocumentReply } from '@app/domain';
import { formatIban, formatNumber } from '@app/domain';
import { Alert } from '../../components/ui/alert';
import { currentLocale } from '../../lib/i18n';
import { getProgress } from '../../lib/progress-store';
import { useTranslation } from '../../lib/use-translation';
import { DocumentSlot } from '../../shared/documents/document-slot';
import { businessContext } from '../../shared/journey/business-context';
import { legalFormCodeOf } from '../../shared/journey/steps';
import { askedUploadPath, requestUploadPath } from './application-api';
import { OpenAccount } from './open-account';
import { SentDocuments } from './sent-documents';

interface ApplicationViewProps {
  application: ApplicationReply;
  /** Documents the bank asks for besides those sent again (the origin of the funds, say). */
  asked?: readonly AskedDocumentReply[];
  /** A requested file was sent: the page asks for the application again. */
  onSent: () => void;
}

/** Statuses before the account is open in which the first transfer is still to come (signup). */
const TRANSFER_EXPECTED = ['submitted', 'under_review', 'documents_requested', 'awaiting_first_transfer'];

/** The application in plain words: where it stands, what is asked, where to send the first transfer, its history. */
export function ApplicationView({ application, asked = [], onSent }: ApplicationViewProps) {
  const { t, i18n } = useTranslation();
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeStyle: 'short' });
  // Written the reader's way ("1 000"); a sole trader's first transfer comes from an account in
  // their own name, an association's in its name (the journey keeps the legal form it was given).
  const minimum = formatNumber(currentLocale(), Number(application.first_transfer_minimum));
  const context = businessContext(legalFormCodeOf(getProgress().company));
  // A withdrawn opening is closed too, but no account was: it says the request was withdrawn.
  const status = application.withdrawn ? 'withdrawn' : application.status;
  const transferExpected =
    application.journey === 'signup' && application.account && TRANSFER_EXPECTED.includes(application.status);
  return (
    <div className="stack application">
      <section aria-labelledby="application-status-title">
        <h2 id="application-status-title" className="application__title">
          {t('application.statusTitle')}
        </h2>
        <p className="application__status" data-status={status}>
          {t(`application.status.${status}`)}
        </p>
        <p>{t(`application.explain.${status}`, { amount: minimum, context })}</p>
      </section>

      {application.requested_documents.length + asked.length > 0 ? (
        <section aria-labelledby="application-requested-title" className="stack">
          <h2 id="application-requested-title" className="application__title">
            {t('application.requestedTitle')}
          </h2>
          {application.requested_documents.map((request) => (
            <div key={request.id} className="stack">
              <Alert tone="warning" title={request.label}>
                <p>
                  {t('application.bankMessage')} «{'\u00a0'}
                  {request.message}
                  {'\u00a0'}»
                </p>
              </Alert>
              <DocumentSlot
                id={`application-request-${request.id}`}
                label={request.label}
                hint={t('application.sendAgainHint')}
                uploadPath={requestUploadPath(application.company_id, request.id)}
                documents={[]}
                onChanged={onSent}
                canDelete={false}
              />
            </div>
          ))}
          {asked.map((document) => (
            <DocumentSlot
              key={document.id}
              id={`application-asked-${document.id}`}
              label={document.label}
              hint={document.hint}
              uploadPath={askedUploadPath(application.company_id, document.id)}
              documents={[]}
              onChanged={onSent}
              canDelete={false}
            />
          ))}
        </section>
      ) : null}

      {transferExpected && application.account ? (
        <section aria-labelledby="application-transfer-title">
          <h2 id="application-transfer-title" className="application__title">
            {t('application.transferTitle')}
          </h2>
          <p>{t('application.transferRule', { amount: minimum, context })}</p>
          <dl className="application__details">
            <dt>{t('application.holder')}</dt>
            <dd>{application.account.holder_name}</dd>
            <dt>IBAN</dt>
            <dd data-analytics-mask>{formatIban(application.account.iban)}</dd>
            <dt>BIC</dt>
            <dd data-analytics-mask>{application.account.bic}</dd>
          </dl>
        </section>
      ) : null}

      {application.status === 'open' && application.account ? (
        <OpenAccount account={application.account} />
      ) : null}

      <SentDocuments documents={application.documents} />

      <section aria-labelledby="application-history-title">
        <h2 id="application-history-title" className="application__title">
          {t('application.historyTitle')}
        </h2>
        <ol className="application__history">
          {/* The API orders the moves as they were made; two may share an instant and a status. */}
          {application.history.map((step, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the history only grows at its end.
            <li key={index}>
              <time dateTime={step.at}>{date.format(new Date(step.at))}</time>{' '}
              <span>{t(`application.history.${historyWord(step)}`)}</span>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}

/** The history's word for a move: a withdrawal, or documents sent back, are told as such. */
function historyWord(step: ApplicationReply['history'][number]) {
  if (step.withdrawn) return 'withdrawn' as const;
  if (step.status === 'under_review' && step.by === 'customer') return 'documents_sent' as const;
  return step.status;
}
