import type { CompanySearchPageReply, CompanySearchResultReply } from '@app/domain';
import { useEffect, useRef } from 'react';
import { Button } from '../../components/ui/button';
import { useTranslation } from '../../lib/use-translation';
import { formatSiren } from './company-format';
import { useHealthBadges } from './health-badges';
import { PickListMarker } from './pick-list-marker';

interface CompanyResultsProps {
  data: CompanySearchPageReply;
  /** SIREN of the result being opened. */
  pending: string | null;
  onSelect: (result: CompanySearchResultReply) => void;
  onPage: (page: number) => void;
}

/** Selectable results, 10 a page: social reason, SIREN, activity, postcode and city. */
export function CompanyResults({ data, pending, onSelect, onPage }: CompanyResultsProps) {
  const { t } = useTranslation();
  const list = useRef<HTMLUListElement>(null);
  const paged = useRef(false);
  const health = useHealthBadges(data.results.map((result) => result.siren));
  const goToPage = (page: number) => {
    paged.current = true;
    onPage(page);
  };
  // Another page shown by the pager: focus goes to its first result (the pager may be gone).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the shown page is the trigger
  useEffect(() => {
    if (!paged.current) return;
    paged.current = false;
    list.current?.querySelector<HTMLButtonElement>('.pick-list__item')?.focus();
  }, [data.page]);
  return (
    <div className="stack-sm">
      <ul ref={list} className="pick-list" aria-label={t('company.search.resultsLabel')}>
        {data.results.map((result) => (
          <li key={`${result.siren}-${result.siret ?? ''}`}>
            <button
              type="button"
              className="pick-list__item"
              onClick={() => onSelect(result)}
              disabled={pending !== null}
              aria-busy={pending === result.siren || undefined}
            >
              <span className="pick-list__title">
                {result.socialReason}
                {health.has(result.siren) ? (
                  <span className="health-badge" title={t('shareholders.health.badgeTitle')}>
                    {t('shareholders.health.badge')}
                  </span>
                ) : null}
              </span>
              <span className="pick-list__meta">
                {t('company.search.siren', { siren: formatSiren(result.siren) })}
                {result.legalFormCode ? ` · ${result.legalFormCode}` : ''}
              </span>
              {result.apeText ? <span className="pick-list__meta">{result.apeText}</span> : null}
              <span className="pick-list__meta">
                {[result.postalCode, result.city].filter(Boolean).join(' ')}
              </span>
              <PickListMarker busy={pending === result.siren} />
            </button>
          </li>
        ))}
      </ul>
      {data.total_pages > 1 ? (
        <nav className="pager" aria-label={t('company.search.pagination')}>
          <Button
            variant="secondary"
            size="sm"
            disabled={data.page <= 1}
            onClick={() => goToPage(data.page - 1)}
          >
            {t('common.previous')}
          </Button>
          <span className="small" aria-live="polite">
            {t('company.search.pageOf', { page: data.page, pages: data.total_pages })}
          </span>
          <Button
            variant="secondary"
            size="sm"
            disabled={data.page >= data.total_pages}
            onClick={() => goToPage(data.page + 1)}
          >
            {t('common.next')}
          </Button>
        </nav>
      ) : null}
    </div>
  );
}
