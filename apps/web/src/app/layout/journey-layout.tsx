import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useMatches } from 'react-router';
import { PageLoader } from '../../components/ui/spinner';
import type { Journey } from '../../lib/progress';
import type { JourneyRouteHandle } from '../../shared/journey/journey-routes';
import { LeaveGuard } from './leave-guard';
import { StepMenu } from './step-menu';

/** Desktop: step menu beside the form; narrow screens: the menu above it. */
export function JourneyLayout({ journey }: { journey: Journey }) {
  const { t } = useTranslation();
  const matches = useMatches();
  const handle = matches
    .map((match) => match.handle as JourneyRouteHandle | undefined)
    .reverse()
    .find((candidate) => candidate?.journey === journey);
  const current = handle?.name === 'success' ? 'all-done' : (handle?.step ?? null);

  return (
    <div className="journey">
      <StepMenu journey={journey} current={current} />
      <div className="journey__content">
        <Suspense fallback={<PageLoader label={t('common.loading')} />}>
          <Outlet />
        </Suspense>
      </div>
      <LeaveGuard />
    </div>
  );
}
