import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { callApi } from '../lib/api';

/** The deposit section of an enrollment's case. */
export const useCaseDeposit = (caseId: string) =>
  useQuery({
    queryKey: ['case-deposit', caseId],
    queryFn: () => callApi('GET /backoffice/cases/{caseId}/capital-deposit', { params: { caseId } }),
    retry: false,
  });

/**
 * After an action on the deposit: the deposit, the case (its history) and its decisions (a release
 * may complete the deposit) are read again.
 */
export function useRefreshDeposit(caseId: string) {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await Promise.all(
      [
        ['case-deposit', caseId],
        ['case-decisions', caseId],
        ['case', caseId],
        ['case-flags', caseId],
      ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    );
  }, [caseId, queryClient]);
}
