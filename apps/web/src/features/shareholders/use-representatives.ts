import { DEFAULT_NUMBER_OF_ACTIONS, type RepresentativeReply } from '@app/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { StoredRepresentative } from '../../lib/progress';
import { updateProgress, useProgress } from '../../lib/progress-store';
import { fetchRepresentatives } from './representatives-api';

export const representativesKey = (companyId: string) => ['representatives', companyId] as const;

const toStored = (entry: RepresentativeReply): StoredRepresentative => ({
  id: entry.id,
  is_user: entry.is_company ? false : entry.is_user,
  is_company: entry.is_company,
  first_name: entry.is_company ? null : entry.first_name,
  last_name: entry.is_company ? entry.name : entry.last_name,
});

/** The company's list, kept in the stored progress too (the terms guard reads it). */
export function useRepresentatives() {
  const { company } = useProgress();
  const companyId = company?.id ?? '';
  const query = useQuery({
    queryKey: representativesKey(companyId),
    queryFn: () => fetchRepresentatives(companyId),
    enabled: companyId !== '',
  });
  useEffect(() => {
    if (!query.data) return;
    const stored = query.data.map(toStored);
    updateProgress((progress) => ({ ...progress, representatives: stored }));
  }, [query.data]);
  const actions = Number(company?.number_of_actions);
  const totalShares = Number.isFinite(actions) && actions > 0 ? actions : DEFAULT_NUMBER_OF_ACTIONS;
  return { companyId, query, entries: query.data ?? [], totalShares };
}
