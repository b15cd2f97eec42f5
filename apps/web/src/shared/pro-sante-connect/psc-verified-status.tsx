import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client';
import { PscVerified } from './psc-verified';

/**
 * "Vérifié par Pro Santé Connect" for the signed-in customer, as the API kept it when the account
 * was tied (any device, any visit); nothing for an account not tied to a practitioner.
 */
export function PscVerifiedStatus() {
  const status = useQuery({
    queryKey: ['pro-sante-connect', 'professional-status'],
    queryFn: () => callApi('GET /pro-sante-connect/professional-status', { suppressErrorModal: true }),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  return <PscVerified identity={status.data?.professional_status?.identity ?? null} />;
}
