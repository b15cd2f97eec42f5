import { isFrozen } from '@app/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { callApi } from '../lib/api';

/** A case's screening hits and whether a confirmed match froze it (one request for the page's parts). */
export const useCaseScreeningHits = (caseId: string) =>
  useQuery({
    queryKey: ['case-screening-hits', caseId],
    queryFn: () => callApi('GET /backoffice/cases/{caseId}/screening-hits', { params: { caseId } }),
    // Frozen by the domain's rule: a confirmed true match (the API refuses every action then).
    select: (hits) => ({
      hits,
      frozen: isFrozen({ confirmed: hits.filter((hit) => hit.status === 'confirmed').length }),
    }),
    retry: false,
  });

/**
 * After a disposition: the hits, the case's decisions (the approval's gates), the case itself
 * and the queue are read again.
 */
export function useRefreshScreening(caseId: string) {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: ['case-screening-hits', caseId] }),
      queryClient.invalidateQueries({ queryKey: ['case-decisions', caseId] }),
      queryClient.invalidateQueries({ queryKey: ['case', caseId] }),
      queryClient.invalidateQueries({ queryKey: ['screening-hits'] }),
    ]);
  }, [caseId, queryClient]);
}
