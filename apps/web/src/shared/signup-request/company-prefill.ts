import { type PartnerCompanyPrefill, PartnerCompanyPrefillSchema } from '@app/domain';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client';
import { useProgress } from '../../lib/progress-store';

/** The company fields of the partner's request (GET /signup/request/{uuid}/company), parsed. */
export async function fetchCompanyPrefill(uuid: string): Promise<PartnerCompanyPrefill | null> {
  const { prefill } = await callApi('GET /signup/request/{uuid}/company', {
    params: { uuid },
    suppressErrorModal: true,
  });
  if (!prefill) return null;
  const parsed = PartnerCompanyPrefillSchema.safeParse(prefill);
  return parsed.success ? parsed.data : null;
}

/**
 * The request's company pre-fill while the company step has not chosen a company yet: once a
 * company is saved or drafted, the customer's own choice wins and the pre-fill is not read.
 * `loading` is true while it is being read (a screen whose form starts from it waits).
 */
export function useCompanyPrefill(wanted = true): {
  prefill: PartnerCompanyPrefill | null;
  loading: boolean;
} {
  const progress = useProgress();
  const uuid = progress.signupRequest?.uuid ?? null;
  const enabled = Boolean(wanted && uuid && progress.user?.token && !progress.company);
  const query = useQuery({
    queryKey: ['signup-request-company-prefill', uuid],
    queryFn: () => fetchCompanyPrefill(uuid ?? ''),
    enabled,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  if (!enabled) return { prefill: null, loading: false };
  // A request that cannot be read (another user's, gone) starts the step as without a request.
  return { prefill: query.data ?? null, loading: query.isPending && !query.isError };
}

/** The number to search the register for: the SIRET when given, else the SIREN. */
export const prefillNumber = (prefill: PartnerCompanyPrefill | null): string | null =>
  prefill?.siret ?? prefill?.siren ?? null;
