import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { Link } from 'react-router';
import { PageCard } from '../../components/page-card';
import { Alert } from '../../components/ui/alert';
import { Skeleton } from '../../components/ui/spinner';
import { useProgress } from '../../lib/progress-store';
import { useTranslation } from '../../lib/use-translation';
import { paths } from '../../shared/journey/paths';
import { PscVerifiedStatus } from '../../shared/pro-sante-connect/psc-verified-status';
import { fetchApplication, fetchAskedDocuments } from './application-api';
import { ApplicationView } from './application-view';
import { WithdrawSection } from './withdraw-section';
import './application.css';

/** "My application": the opening's status, history and what the bank asks of the customer. */
export default function ApplicationPage() {
  const { t } = useTranslation();
  const { company, journey } = useProgress();
  const companyId = company?.id ?? '';
  const queryClient = useQueryClient();
  const queryKey = ['application', companyId];
  const application = useQuery({
    queryKey,
    queryFn: () => fetchApplication(companyId),
    enabled: companyId !== '',
  });
  // The documents the bank asks for on its own (enhanced due diligence), under the same key's prefix.
  const asked = useQuery({
    queryKey: [...queryKey, 'asked'],
    queryFn: () => fetchAskedDocuments(companyId),
    enabled: companyId !== '',
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key is rebuilt from companyId.
  const onSent = useCallback(
    () => void queryClient.invalidateQueries({ queryKey }),
    [companyId, queryClient],
  );
  return (
    <PageCard
      id="application"
      title={t('application.title')}
      lead={application.data?.company_name ?? company?.name ?? ''}
      busy={application.isPending}
    >
      <PscVerifiedStatus />
      {application.data ? (
        <div className="stack">
          <ApplicationView application={application.data} asked={asked.data?.documents} onSent={onSent} />
          <WithdrawSection companyId={companyId} status={application.data.status} onWithdrawn={onSent} />
          <p>
            <Link to={paths.dataRights(journey ?? 'signup')}>{t('dataRights.link')}</Link>
          </p>
        </div>
      ) : application.isError ? (
        <Alert tone="error">{t('application.loadFailed')}</Alert>
      ) : (
        <Skeleton lines={4} height="3rem" />
      )}
    </PageCard>
  );
}
