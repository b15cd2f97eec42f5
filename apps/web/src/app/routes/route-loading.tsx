import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../components/ui/spinner';

/** Shown while a route's guard runs on the first page load (the route's HydrateFallback). */
export function RouteLoading() {
  const { t } = useTranslation();
  return <PageLoader label={t('common.loading')} />;
}
