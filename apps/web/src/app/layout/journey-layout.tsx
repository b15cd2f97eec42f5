import { Suspense } from 'react';
import { Outlet, useMatches } from 'react-router';
import type { Journey } from '../../lib/progress';
import type { JourneyRouteHandle } from '../../shared/journey/journey-routes';
import { ResumedNotice } from '../../shared/signup-request/resumed-notice';
import { StepLoading } from '../routes/route-loading';
import { LeaveGuard } from './leave-guard';
import { StepMenu } from './step-menu';

// The pages reached once the terms are signed: every step of the menu is behind the customer.
const AFTER_TERMS: ReadonlySet<string> = new Set(['success', 'capital-deposit', 'application']);

/** Desktop: step menu beside the form; narrow screens: the menu above it. */
export function JourneyLayout({ journey }: { journey: Journey }) {
  const matches = useMatches();
  const handle = matches
    .map((match) => match.handle as JourneyRouteHandle | undefined)
    .reverse()
    .find((candidate) => candidate?.journey === journey);
  const current = handle && AFTER_TERMS.has(handle.name) ? 'all-done' : (handle?.step ?? null);

  return (
    <div className="journey">
      <StepMenu journey={journey} current={current} />
      <div className="journey__content">
        <ResumedNotice />
        <Suspense fallback={<StepLoading />}>
          <Outlet />
        </Suspense>
      </div>
      <LeaveGuard />
    </div>
  );
}
