import { TermsAcceptanceSchema } from '@app/domain';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { PageCard } from '../../components/page-card';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import { Icon } from '../../components/ui/icon';
import { ScaCancelledError, ValidationError } from '../../lib/api-errors';
import { currentLocale } from '../../lib/i18n';
import { updateProgress, useProgress } from '../../lib/progress-store';
import { useRuntimeConfig } from '../../lib/runtime-config';
import { useTranslation } from '../../lib/use-translation';
import { type InfoPdfName, infoPages, infoPdf } from '../../shared/info-pages';
import { paths } from '../../shared/journey/paths';
import { companyDocumentKindsOf, isLimitedLiability } from '../../shared/journey/steps';
import { useJourney } from '../../shared/journey/use-journey';
import { completeCompany } from './terms-api';
import '../../shared/forms/journey-section.css';
import './terms.css';
import { translateText } from '../../lib/domain-messages';

type Box = 'terms' | 'deposit_guarantee' | 'consent';
const BOXES: readonly Box[] = ['terms', 'deposit_guarantee', 'consent'];

/** The contract's documents, downloaded as PDFs in the reader's language (spec §2.4). */
const DOWNLOADS: ReadonlyArray<{
  name: InfoPdfName;
  label: 'terms.downloadTerms' | 'terms.downloadDepositGuarantee' | 'terms.downloadPricing';
}> = [
  { name: 'terms', label: 'terms.downloadTerms' },
  { name: 'deposit-guarantee', label: 'terms.downloadDepositGuarantee' },
  { name: 'pricing', label: 'terms.downloadPricing' },
];

/** Terms (spec §2.4): embedded text, three boxes to tick, then completion (strong authentication first). */
export default function TermsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const journey = useJourney();
  const locale = currentLocale();
  const { company } = useProgress();
  const { brand, limitedLiabilityForms } = useRuntimeConfig();
  const [accepted, setAccepted] = useState<Record<Box, boolean>>({
    terms: false,
    deposit_guarantee: false,
    consent: false,
  });
  // Optional (spec §5 Terms): not part of what enables the finish button.
  const [communication, setCommunication] = useState(false);
  const [finishing, setFinishing] = useState(false);
  const [problems, setProblems] = useState<string[] | null>(null);
  const acceptance = TermsAcceptanceSchema.safeParse(accepted);
  const valid = acceptance.success;
  // A sole trader working from home gave no company document: back to the questionnaire.
  const back = !isLimitedLiability(company, limitedLiabilityForms)
    ? paths.shareholders(journey)
    : companyDocumentKindsOf(company, journey).length > 0
      ? paths.companyProofs(journey)
      : paths.companyKyc(journey);

  const finish = async () => {
    if (!acceptance.success || !company?.id) return;
    setFinishing(true);
    setProblems(null);
    try {
      const account = await completeCompany(company.id, { ...acceptance.data, communication });
      // Spec §4: the opening is complete; the account is kept for the success page.
      updateProgress((progress) => ({
        ...progress,
        account: { ...account },
        user: progress.user ? { ...progress.user, complete: true } : progress.user,
      }));
      navigate(paths.success(journey), { replace: true });
    } catch (error) {
      if (error instanceof ValidationError) {
        const messages = Object.values(error.fields);
        setProblems(
          messages.length > 0
            ? messages
            : [translateText(locale, error.message || 'validation.form_invalid')],
        );
      } else if (error instanceof ScaCancelledError) {
        setProblems([t('terms.scaCancelled')]);
      }
    } finally {
      setFinishing(false);
    }
  };

  const labels: Record<Box, string> = {
    terms: t('terms.acceptTerms'),
    deposit_guarantee: t('terms.acceptDepositGuarantee'),
    consent: t('terms.acceptConsent', { brand: brand.name }),
  };

  return (
    <PageCard id="terms" title={t('terms.title')} lead={t('terms.lead')} stack>
      <iframe className="terms__frame" src={infoPages.terms(locale)} title={t('terms.frameTitle')} />
      <ul className="terms__downloads" aria-label={t('terms.downloadsLabel')}>
        {DOWNLOADS.map(({ name, label }) => {
          const pdf = infoPdf(name, locale);
          return (
            <li key={name}>
              <a href={pdf.href} download={pdf.download}>
                <Icon name="download" size={16} />
                <span>{t(label)}</span>
              </a>
            </li>
          );
        })}
      </ul>
      <fieldset className="journey-section">
        <legend className="journey-section__title">{t('terms.acceptSection')}</legend>
        {BOXES.map((box) => (
          <Checkbox
            key={box}
            id={`terms-${box.replace('_', '-')}`}
            label={labels[box]}
            required
            checked={accepted[box]}
            onChange={(event) => setAccepted((current) => ({ ...current, [box]: event.target.checked }))}
          />
        ))}
        <Checkbox
          id="terms-communication"
          label={t('terms.acceptCommunication', { brand: brand.name })}
          checked={communication}
          onChange={(event) => setCommunication(event.target.checked)}
        />
      </fieldset>
      {problems ? (
        <Alert
          tone="warning"
          title={t('terms.notReady')}
          actions={
            isLimitedLiability(company, limitedLiabilityForms) ? null : (
              <Link className="btn btn--link btn--sm" to={paths.shareholdersProofs(journey)}>
                <span>{t('terms.completeProofs')}</span>
              </Link>
            )
          }
        >
          <ul className="plain-list">
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </Alert>
      ) : null}
      {!valid ? (
        <p className="small muted terms__hint" id="terms-hint">
          {t('terms.tickAll')}
        </p>
      ) : null}
      <div className="form-actions">
        <Link className="btn btn--secondary btn--md" to={back}>
          <span>{t('common.back')}</span>
        </Link>
        <Button
          onClick={() => void finish()}
          disabled={!valid}
          loading={finishing}
          aria-describedby={valid ? undefined : 'terms-hint'}
        >
          {t('terms.finish')}
        </Button>
      </div>
    </PageCard>
  );
}
