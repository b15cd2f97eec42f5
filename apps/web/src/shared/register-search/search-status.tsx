import type { CompanySearchPageReply, CompanySearchTerm } from '@app/domain';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { useTranslation } from '../../lib/use-translation';

/** Results above this are "many": the user is asked to refine the query. */
const MANY_RESULTS = 50;

export type SearchOutcome = 'loading' | 'not-found' | 'unavailable' | 'one' | 'found' | 'many';

export function searchOutcome(page: CompanySearchPageReply | undefined, failed: boolean): SearchOutcome {
  if (failed) return 'not-found';
  if (!page) return 'loading';
  if (page.unavailable) return 'unavailable';
  if (page.total === 0 || page.results.length === 0) return 'not-found';
  if (page.total === 1) return 'one';
  if (page.capped || page.total > MANY_RESULTS) return 'many';
  return 'found';
}

interface SearchStatusProps {
  term: CompanySearchTerm;
  page: CompanySearchPageReply | undefined;
  failed: boolean;
  loading: boolean;
  onManualEntry: () => void;
}

/** Alerts of the search (spec §2.4): found, many, one, not found with the retry hint. */
export function SearchStatus({ term, page, failed, loading, onManualEntry }: SearchStatusProps) {
  const { t } = useTranslation();
  const outcome = loading ? 'loading' : searchOutcome(page, failed);
  if (outcome === 'loading') return null;
  if (outcome === 'not-found' || outcome === 'unavailable') {
    return (
      <Alert
        tone="warning"
        title={t(outcome === 'unavailable' ? 'company.search.unavailable' : 'company.search.notFound')}
        actions={
          <Button variant="link" size="sm" onClick={onManualEntry}>
            {t('company.search.manual')}
          </Button>
        }
      >
        <p>{t(term.kind === 'text' ? 'company.search.retryWithNumber' : 'company.search.retryNumber')}</p>
      </Alert>
    );
  }
  const total = page?.total ?? 0;
  if (outcome === 'one') return <Alert tone="success">{t('company.search.one')}</Alert>;
  if (outcome === 'many') return <Alert tone="info">{t('company.search.many', { count: total })}</Alert>;
  return <Alert tone="success">{t('company.search.found', { count: total })}</Alert>;
}
