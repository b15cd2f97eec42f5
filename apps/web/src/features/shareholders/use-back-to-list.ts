import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '../../shared/journey/paths';
import { useJourney } from '../../shared/journey/use-journey';
import { representativesKey } from './use-representatives';

/** Back to the representatives list, read again; `replace` when the form should not be reopened by Back. */
export function useBackToList(companyId: string) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const journey = useJourney();
  return (replace = false) => {
    void queryClient.invalidateQueries({ queryKey: representativesKey(companyId) });
    navigate(paths.shareholders(journey), { replace });
  };
}
