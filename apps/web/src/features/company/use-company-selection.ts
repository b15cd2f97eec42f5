import type { CompanySearchResultReply } from '@app/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../lib/api-errors';
import { paths } from '../../shared/journey/paths';
import { useJourney } from '../../shared/journey/use-journey';
import { draftFromSearchResult } from '../../shared/register-search/search-result-draft';
import { fetchEstablishments, lookupSiret } from './company-api';
import { establishmentsStep, selectionStep } from './company-selection';
import { storeCompany, storeCompanyDraft } from './company-store';

type Draft = ReturnType<typeof draftFromSearchResult>;

const legalFormOf422 = (error: unknown): string | null => {
  if (!(error instanceof ApiError) || error.status !== 422) return null;
  const company = (error.body as { company?: { legal_form?: unknown } } | null)?.company;
  const form = company?.legal_form;
  if (typeof form === 'string') return form;
  if (form && typeof form === 'object') {
    const { abbreviation, code } = form as { abbreviation?: unknown; code?: unknown };
    if (typeof abbreviation === 'string') return abbreviation;
    if (typeof code === 'string') return code;
  }
  return null;
};

/**
 * Selecting a company or an establishment: SIRET lookup then the company form. A 422 from the
 * lookup still continues to the form with the legal form it carries (spec §4, §8).
 */
export function useCompanySelection() {
  const navigate = useNavigate();
  const journey = useJourney();
  const [pending, setPending] = useState<string | null>(null);

  async function lookup(siret: string, draft: Draft) {
    try {
      const company = await lookupSiret(siret);
      storeCompany(company, { degraded: false });
    } catch (error) {
      const legalForm = legalFormOf422(error);
      if (!(error instanceof ApiError && error.status === 422)) console.warn('SIRET lookup failed', error);
      storeCompanyDraft({ ...draft, siret, legal_form: legalForm ?? draft.legal_form });
    }
    navigate(paths.companyCreate(journey));
  }

  async function selectResult(result: CompanySearchResultReply) {
    setPending(result.siren);
    const draft = draftFromSearchResult(result);
    try {
      const step = selectionStep(result);
      if (step.kind === 'lookup') return await lookup(step.siret, draft);
      storeCompanyDraft(draft);
      if (step.kind === 'headquarter') return navigate(paths.companyHeadquarter(journey));
      const establishments = await fetchEstablishments(step.siren).catch(() => []);
      const next = establishmentsStep(establishments);
      if (next.kind === 'lookup') return await lookup(next.siret, draft);
      if (next.kind === 'headquarter') return navigate(paths.companyHeadquarter(journey));
      return navigate(paths.companyCreate(journey));
    } finally {
      setPending(null);
    }
  }

  async function selectEstablishment(siret: string, draft: Draft) {
    setPending(siret);
    try {
      await lookup(siret, draft);
    } finally {
      setPending(null);
    }
  }

  return { pending, selectResult, selectEstablishment };
}
