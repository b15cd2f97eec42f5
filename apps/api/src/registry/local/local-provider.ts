import { legalFormFromInseeCategory, SEARCH_PAGE_SIZE } from '@app/domain';
import { findLegalCategory } from '@app/domain/legal-categories';
import { findNafActivity } from '@app/domain/naf';
import { planSearch } from '../search-plan';
import {
  type CompanySearchPage,
  type CompanySearchResult,
  type Establishment,
  type RegistryAddress,
  type RegistryCompany,
  type RegistryProvider,
  SEARCH_RESULT_CAP,
} from '../types';
import { withLastWordCompletions } from './last-word-completions';
import {
  type EstablishmentRow,
  RegistryQueryTimeout,
  type RegistryStore,
  type TableMatches,
  type UnitRow,
  type WordsQuery,
} from './store';

const PER_PAGE = SEARCH_PAGE_SIZE;

export function toSearchResult(row: UnitRow): CompanySearchResult {
  return {
    socialReason: row.name,
    siren: row.siren,
    siret: row.siret,
    ape: row.ape,
    apeText: findNafActivity(row.ape)?.label ?? null,
    postalCode: row.postcode,
    city: row.city,
    address: row.street,
    legalFormCode: legalFormFromInseeCategory(row.legal_category),
    legalForm: findLegalCategory(row.legal_category)?.label ?? null,
    legalCategory: row.legal_category,
    active: row.active === 1,
    establishmentCount: Number(row.establishment_count),
  };
}

function pageOf(
  results: CompanySearchResult[],
  page: number,
  total: number,
  capped: boolean,
): CompanySearchPage {
  return { results, page, per_page: PER_PAGE, total, total_pages: Math.ceil(total / PER_PAGE), capped };
}

const addressOf = (row: EstablishmentRow | UnitRow | undefined): RegistryAddress | null =>
  row?.street || row?.city
    ? {
        street: row.street ?? '',
        details: row.street_details,
        zip: row.postcode ?? '',
        city: row.city ?? '',
        country: row.country && row.country !== 'FR' ? row.country : 'FR',
      }
    : null;

/**
 * The register imported from the INSEE stock files, searched in the application's database.
 * Active companies come first; counts stop at SEARCH_RESULT_CAP so a query matching half of
 * France costs the same as one matching ten companies.
 */
export function createLocalRegistry(store: RegistryStore, log?: (message: string) => void): RegistryProvider {
  async function tableMatches(query: WordsQuery, active: boolean, cap: number): Promise<TableMatches> {
    if (store.matches) return store.matches(query, active, cap);
    const { matchIds, unitsOfMatches } = store;
    if (matchIds && unitsOfMatches) {
      const ids = await matchIds(query, active, cap);
      return {
        count: ids.length,
        page: (ranked, limit, offset) => unitsOfMatches(query, ids, ranked, limit, offset),
      };
    }
    const count = await store.countWords(query, active, cap);
    return {
      count,
      page: (ranked, limit, offset) => store.pageWords(query, active, ranked, limit, offset),
    };
  }

  async function searchWords(words: string[], page: number): Promise<CompanySearchPage> {
    const cap = SEARCH_RESULT_CAP;
    const query = await withLastWordCompletions(words, store.completions);
    const [active, closed] = await Promise.all([
      tableMatches(query, true, cap),
      tableMatches(query, false, cap),
    ]);
    const activeCount = active.count;
    const closedCount = closed.count;
    const total = Math.min(cap, activeCount + closedCount);
    const capped = activeCount + closedCount > cap || activeCount >= cap || closedCount >= cap;
    const offset = (page - 1) * PER_PAGE;
    if (offset >= total) {
      if (total === 0 && store.similar) {
        const similar = await store.similar(words.join(' '), PER_PAGE);
        if (page === 1) return pageOf(similar.map(toSearchResult), 1, similar.length, false);
      }
      return pageOf([], page, total, capped);
    }
    const rows: UnitRow[] = [];
    if (offset < activeCount) {
      rows.push(...(await active.page(activeCount < cap, PER_PAGE, offset)));
    }
    const missing = PER_PAGE - rows.length;
    if (missing > 0 && closedCount > 0) {
      const closedOffset = Math.max(0, offset - activeCount);
      rows.push(...(await closed.page(closedCount < cap, missing, closedOffset)));
    }
    return pageOf(rows.map(toSearchResult), page, total, capped);
  }

  async function search(query: string, page: number): Promise<CompanySearchPage> {
    const plan = planSearch(query);
    switch (plan.kind) {
      case 'empty':
        return pageOf([], page, 0, false);
      case 'siren': {
        const row = await store.bySiren(plan.siren);
        return pageOf(row && page === 1 ? [toSearchResult(row)] : [], page, row ? 1 : 0, false);
      }
      case 'siret': {
        const row = await store.bySiret(plan.siret);
        return pageOf(row && page === 1 ? [toSearchResult(row)] : [], page, row ? 1 : 0, false);
      }
      case 'number-prefix': {
        const rows = await store.byNumberPrefix(plan.prefix, SEARCH_RESULT_CAP);
        const offset = (page - 1) * PER_PAGE;
        return pageOf(
          rows.slice(offset, offset + PER_PAGE).map(toSearchResult),
          page,
          rows.length,
          rows.length >= SEARCH_RESULT_CAP,
        );
      }
      case 'words':
        return searchWords(plan.words, page);
    }
  }

  async function establishments(siren: string): Promise<Establishment[]> {
    const rows = await store.establishments(siren);
    const open = rows.filter((row) => row.active === 1);
    return (open.length > 0 ? open : rows).map(
      (row): Establishment => ({
        brand: row.brand,
        siret: row.siret,
        address: row.street,
        postalCode: row.postcode,
        city: row.city,
        headOffice: row.head_office === 1,
        active: row.active === 1,
      }),
    );
  }

  return {
    name: 'local',
    async search(query, page) {
      try {
        return await search(query, page);
      } catch (error) {
        // A query that overran its deadline answers empty: the user refines it, nothing stalls.
        if (error instanceof RegistryQueryTimeout) {
          log?.(`registry search abandoned after its deadline: ${query.length} characters`);
          return pageOf([], page, 0, true);
        }
        // Any other failure (a worker lost, the database unreadable): the register is
        // unavailable, which the client tells apart from "no match" and offers manual entry.
        log?.(`registry search failed: ${(error as Error).message}`);
        return { ...pageOf([], page, 0, false), unavailable: true };
      }
    },
    async establishments(siren) {
      try {
        return await establishments(siren);
      } catch (error) {
        // No list: the client goes on to manual entry, as for a company with no establishment.
        log?.(`registry establishments failed: ${(error as Error).message}`);
        return [];
      }
    },
    async lookupSiret(siret): Promise<RegistryCompany | null> {
      try {
        return await lookupSiret(siret);
      } catch (error) {
        log?.(`registry lookup failed: ${(error as Error).message}`);
        throw error;
      }
    },
    close: () => store.close(),
  };

  async function lookupSiret(siret: string): Promise<RegistryCompany | null> {
    const [unit, establishment] = await Promise.all([store.bySiret(siret), store.establishment(siret)]);
    if (!unit || !establishment) return null;
    const headOffice = establishment.head_office === 1 ? undefined : await store.bySiren(unit.siren);
    const activityAddress = addressOf(establishment);
    return {
      siren: unit.siren,
      siret,
      name: unit.name,
      // A company is usable when the unit and the chosen establishment are both open.
      active: unit.active === 1 && establishment.active === 1,
      legalCategory: unit.legal_category,
      ape: unit.ape,
      apeText: findNafActivity(unit.ape)?.label ?? null,
      address: headOffice ? (addressOf(headOffice) ?? activityAddress) : activityAddress,
      activityAddress,
    };
  }
}
