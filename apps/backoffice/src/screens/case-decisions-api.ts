import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { callApi } from '../lib/api';

/** The decisions side of a case, shared by the action bar and the document list (one request). */
export const useCaseDecisions = (caseId: string) =>
  useQuery({
    queryKey: ['case-decisions', caseId],
    queryFn: () => callApi('GET /backoffice/cases/{caseId}/decisions', { params: { caseId } }),
    retry: false,
  });

/** After a decision: the case page and its decisions are read again (status, history, records). */
export function useRefreshCase(caseId: string) {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: ['case-decisions', caseId] }),
      queryClient.invalidateQueries({ queryKey: ['case', caseId] }),
    ]);
  }, [caseId, queryClient]);
}
