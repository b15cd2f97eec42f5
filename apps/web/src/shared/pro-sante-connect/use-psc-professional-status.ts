import type { PscEvidence } from '@app/domain';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client';

/**
 * What Pro Santé Connect vouched for about the signed-in customer, as the API kept it when the
 * account was tied: the same on any device and after a new login, unlike the tab's sign-in store.
 * `pending` while it is read; `evidence` null for an account not tied to a practitioner (or when
 * the bank has not configured Pro Santé Connect).
 */
export function usePscProfessionalStatus(): { pending: boolean; evidence: PscEvidence | null } {
  const status = useQuery({
    queryKey: ['pro-sante-connect', 'professional-status'],
    queryFn: () => callApi('GET /pro-sante-connect/professional-status', { suppressErrorModal: true }),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  return {
    pending: status.isPending,
    evidence: status.data?.professional_status ?? null,
  };
}
