import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client';

/**
 * The SIRENs of a results page that the healthcare directories link to (a FINESS establishment
 * or practitioners practising there): they get a "santé" badge. A failed call shows no badge.
 */
export function useHealthBadges(sirens: readonly string[]): ReadonlySet<string> {
  const key = sirens.join(',');
  const badges = useQuery({
    queryKey: ['health-badges', key],
    queryFn: () => callApi('GET /health/badges', { query: { sirens: key }, suppressErrorModal: true }),
    enabled: key !== '',
    staleTime: 5 * 60_000,
  });
  return new Set(badges.data?.linked ?? []);
}
