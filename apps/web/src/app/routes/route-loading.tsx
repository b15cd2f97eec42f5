import { PageLoader } from '../../components/ui/spinner';
import { useTranslation } from '../../lib/use-translation';

/** Shown while a route's guard runs on the first page load (the route's HydrateFallback). */
export function RouteLoading() {
  const { t } = useTranslation();
  return <PageLoader label={t('common.loading')} />;
}

/**
 * The same for a journey step, a form longer than the window: its room keeps the footer below
 * the fold, so the footer does not jump down when the step appears.
 */
export function StepLoading() {
  const { t } = useTranslation();
  return <PageLoader label={t('common.loading')} minHeight="100vh" />;
}
