import { companyDocumentHint, documentKindName } from '@app/domain';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { BackLink } from '../../components/back-link';
import { PageCard } from '../../components/page-card';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/spinner';
import { translateText } from '../../lib/domain-messages';
import { currentLocale } from '../../lib/i18n';
import { useProgress } from '../../lib/progress-store';
import { useRuntimeConfig } from '../../lib/runtime-config';
import { useTranslation } from '../../lib/use-translation';
import { DocumentSlot } from '../../shared/documents/document-slot';
import { businessContext } from '../../shared/journey/business-context';
import { paths } from '../../shared/journey/paths';
import { afterCompanyDocuments, companyDocumentKindsOf, legalFormCodeOf } from '../../shared/journey/steps';
import { useJourney } from '../../shared/journey/use-journey';
import { companyDocumentPath, fetchCompanyDocuments } from './company-documents-api';
import { setCompanyDocuments } from './company-store';
import '../../shared/forms/journey-section.css';
import './company.css';

/**
 * Company documents (spec §2.4): statutes and proof of address (minutes for a CSE); for a sole
 * trader, only the practice's address proof when their home is elsewhere. Next once all are in.
 */
export default function CompanyProofsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const journey = useJourney();
  const locale = currentLocale();
  const { company } = useProgress();
  const { limitedLiabilityForms } = useRuntimeConfig();
  const companyId = company?.id ?? '';
  const legalForm = legalFormCodeOf(company);
  const kinds = companyDocumentKindsOf(company, journey);
  const context = businessContext(legalForm);
  const [busy, setBusy] = useState<Record<string, boolean>>({});

  const documents = useQuery({
    queryKey: ['company-documents', companyId],
    queryFn: () => fetchCompanyDocuments(companyId),
    enabled: companyId !== '',
  });
  const refetch = useCallback(() => void documents.refetch(), [documents.refetch]);
  const ofKind = (kind: string) => (documents.data ?? []).filter((document) => document.type === kind);
  const complete = kinds.every((kind) => ofKind(kind).length > 0);
  const anyBusy = Object.values(busy).some(Boolean);

  const next = () => {
    setCompanyDocuments(Object.fromEntries(kinds.map((kind) => [kind, true])));
    navigate(afterCompanyDocuments(company, journey, limitedLiabilityForms));
  };

  return (
    <PageCard
      id="company-proofs"
      title={t('company.proofs.title', { context })}
      lead={t('company.proofs.lead', { context })}
      stack
      busy={documents.isPending}
    >
      {documents.isPending ? (
        <Skeleton lines={4} height="5rem" />
      ) : (
        <div className="proof-slots">
          {kinds.map((kind) => (
            <DocumentSlot
              key={kind}
              id={`company-proof-${kind}`}
              label={translateText(locale, documentKindName(kind, legalForm))}
              hint={translateText(locale, companyDocumentHint(kind, legalForm))}
              required
              uploadPath={companyDocumentPath(companyId, kind)}
              documents={ofKind(kind)}
              onChanged={refetch}
              onBusyChange={(state) =>
                setBusy((current) =>
                  current[kind] === state.busy ? current : { ...current, [kind]: state.busy },
                )
              }
            />
          ))}
        </div>
      )}
      <div className="form-actions">
        <BackLink to={paths.companyKyc(journey)} />
        <Button onClick={next} disabled={!complete || anyBusy}>
          {t('common.next')}
        </Button>
      </div>
      {!complete ? <p className="small muted">{t('company.proofs.missing')}</p> : null}
    </PageCard>
  );
}
