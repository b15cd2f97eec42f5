import { SEARCH_PAGE_SIZE } from '@app/domain';
import { findNafActivity } from '@app/domain/naf';
import { planSearch } from '../search-plan';
import type { CompanySearchPage, Establishment, RegistryProvider } from '../types';
import { createThrottledClient, RegistryUnavailableError, type ThrottledClientOptions } from './http-client';
import {
  type ApiEstablishment,
  ApiSearchResponseSchema,
  type ApiUnit,
  addressOf,
  toEstablishment,
  toSearchResult,
} from './map-result';

export interface PublicApiOptions extends ThrottledClientOptions {
  baseUrl: string;
  log?: (message: string) => void;
}

const MIN_QUERY_LENGTH = 3;

const empty = (page: number, unavailable = false): CompanySearchPage => ({
  results: [],
  page,
  per_page: SEARCH_PAGE_SIZE,
  total: 0,
  total_pages: 0,
  capped: false,
  ...(unavailable ? { unavailable: true } : {}),
});

/**
 * The French administration's company search API (recherche-entreprises.api.gouv.fr), for
 * deployments that do not import the register. Same answers as the local index, fetched live.
 */
export function createPublicApiRegistry(options: PublicApiOptions): RegistryProvider {
  const getJson = createThrottledClient(options);
  const log = options.log ?? (() => {});

  async function query(params: Record<string, string>) {
    const url = `${options.baseUrl}/search?${new URLSearchParams(params).toString()}`;
    const parsed = ApiSearchResponseSchema.safeParse(await getJson(url));
    // An answer of another shape (the API changed, a proxy's error page) is no answer at all.
    if (!parsed.success) throw new RegistryUnavailableError('registry API answered an unexpected shape');
    return parsed.data;
  }

  const lookupQuery = (q: string) => ({
    q,
    minimal: 'true',
    include: 'siege,matching_etablissements',
    limite_matching_etablissements: '100',
    per_page: '1',
  });

  async function unitBySiret(siret: string): Promise<ApiUnit | undefined> {
    const response = await query(lookupQuery(siret));
    return response.results.find((unit) => unit.matching_etablissements?.some((e) => e.siret === siret));
  }

  return {
    name: 'public-api',
    async search(text, page) {
      const plan = planSearch(text);
      // The API finds numbers only whole (9 or 14 digits): a partial number finds nothing.
      if (plan.kind === 'empty' || plan.kind === 'number-prefix') return empty(page);
      const q =
        plan.kind === 'siren' ? plan.siren : plan.kind === 'siret' ? plan.siret : plan.words.join(' ');
      // The API refuses a q under 3 characters (400): such a query finds nothing, at no cost.
      if (q.length < MIN_QUERY_LENGTH) return empty(page);
      try {
        const response = await query({
          q,
          page: String(page),
          per_page: String(SEARCH_PAGE_SIZE),
          minimal: 'true',
          include: 'siege,matching_etablissements',
        });
        const siret = plan.kind === 'siret' ? plan.siret : undefined;
        const results = response.results.map((unit) => toSearchResult(unit, siret));
        // Within the page the API gives, open companies first (the API ranks by relevance only).
        results.sort((a, b) => Number(b.active) - Number(a.active));
        return {
          results,
          page: response.page,
          per_page: SEARCH_PAGE_SIZE,
          total: response.total_results,
          total_pages: response.total_pages,
          capped: false,
        };
      } catch (error) {
        if (!(error instanceof RegistryUnavailableError)) throw error;
        log(`registry API search failed: ${error.message}`);
        return empty(page, true);
      }
    },
    async establishments(siren): Promise<Establishment[]> {
      try {
        const response = await query(lookupQuery(siren));
        const unit = response.results.find((candidate) => candidate.siren === siren);
        // A search by SIREN brings no matching establishments: the head office is all it names.
        const listed = unit?.matching_etablissements?.length ? unit.matching_etablissements : [unit?.siege];
        const all = listed
          .filter((e): e is ApiEstablishment => typeof e?.siret === 'string')
          .map(toEstablishment);
        const open = all.filter((establishment) => establishment.active);
        return (open.length > 0 ? open : all).sort(
          (a, b) => Number(b.headOffice) - Number(a.headOffice) || a.siret.localeCompare(b.siret),
        );
      } catch (error) {
        if (!(error instanceof RegistryUnavailableError)) throw error;
        log(`registry API establishments failed: ${error.message}`);
        return [];
      }
    },
    async lookupSiret(siret) {
      const unit = await unitBySiret(siret).catch((error: unknown) => {
        if (!(error instanceof RegistryUnavailableError)) throw error;
        log(`registry API lookup failed: ${error.message}`);
        return undefined;
      });
      const establishment = unit?.matching_etablissements?.find((e) => e.siret === siret);
      if (!unit || !establishment) return null;
      const activityAddress = addressOf(establishment);
      return {
        siren: unit.siren,
        siret,
        name: unit.nom_raison_sociale ?? unit.nom_complet ?? '',
        active: unit.etat_administratif === 'A' && establishment.etat_administratif === 'A',
        legalCategory: unit.nature_juridique ?? null,
        ape: unit.activite_principale ?? null,
        apeText: findNafActivity(unit.activite_principale)?.label ?? null,
        address: addressOf(unit.siege) ?? activityAddress,
        activityAddress,
      };
    },
    close: async () => {},
  };
}
