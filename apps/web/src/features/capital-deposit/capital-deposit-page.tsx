import type { CapitalDepositReply } from '@app/domain';
import { useQuery } from '@tanstack/react-query';
import { PageCard } from '../../components/page-card';
import { Alert } from '../../components/ui/alert';
import { Skeleton } from '../../components/ui/spinner';
import { useProgress } from '../../lib/progress-store';
import { useTranslation } from '../../lib/use-translation';
import { depositQueryKey, fetchCapitalDeposit } from '../../shared/deposit-account/deposit-account-api';
import { isComplete } from './capital-deposit-api';
import { CapitalDepositView } from './capital-deposit-view';
import './capital-deposit.css';

/**
 * How often the page asks again while money is expected: a transfer shows within seconds. Polling,
 * because an EventSource cannot carry the bearer token without putting it in a URL.
 */
export const DEPOSIT_REFRESH_MS = 5000;

/** Ask again while the deposit is incomplete (or not loaded yet); stop once the certificate exists. */
export const depositRefreshInterval = (deposit: CapitalDepositReply | undefined): number | false =>
  deposit && isComplete(deposit) ? false : DEPOSIT_REFRESH_MS;

/** Enrollment after terms: the capital deposit, followed until the certificate (spec §1). */
export default function CapitalDepositPage() {
  const { t } = useTranslation();
  const { company } = useProgress();
  const companyId = company?.id ?? '';
  const deposit = useQuery({
    queryKey: depositQueryKey(companyId),
    queryFn: () => fetchCapitalDeposit(companyId),
    enabled: companyId !== '',
    refetchInterval: (query) =>
      query.state.data && isComplete(query.state.data) ? false : DEPOSIT_REFRESH_MS,
  });
  return (
    <PageCard
      id="capital-deposit"
      title={t('capitalDeposit.title')}
      lead={t('capitalDeposit.lead', { company: deposit.data?.company_name ?? company?.name ?? '' })}
      busy={deposit.isPending}
    >
      {deposit.data ? (
        <CapitalDepositView deposit={deposit.data} />
      ) : deposit.isError ? (
        <Alert tone="error">{t('capitalDeposit.loadFailed')}</Alert>
      ) : (
        <Skeleton lines={4} height="4rem" />
      )}
    </PageCard>
  );
}
