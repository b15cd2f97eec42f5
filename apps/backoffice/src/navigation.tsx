import { type BACKOFFICE_ROUTE_ROLES, type OperatorRole, roleMayCall } from '@app/domain';
import type { ReactNode } from 'react';
import { Navigate, NavLink } from 'react-router';
import { useTranslation } from './lib/use-translation';
import type { TranslationKey } from './locales/keys';
import { useSession } from './session/session';

type GuardedKey = keyof typeof BACKOFFICE_ROUTE_ROLES;

/**
 * The screens of the navigation, in its order, each with the route its page reads first: the
 * role table the API enforces (BACKOFFICE_ROUTE_ROLES) decides who sees the link and who may open
 * the page, so no operator is shown a screen that answers them 403.
 */
export const SCREENS = [
  { path: '/cases', label: 'cases.title', reads: 'GET /backoffice/cases' },
  { path: '/queues', label: 'queues.title', reads: 'GET /backoffice/queues/{queue}' },
  // Asset-freeze and sanctions hits awaiting a disposition.
  { path: '/screening', label: 'screening.nav', reads: 'GET /backoffice/screening/hits' },
  { path: '/dashboard', label: 'dashboard.title', reads: 'GET /backoffice/dashboard' },
  // The journal's integrity: auditors and supervisors.
  { path: '/journal', label: 'journal.title', reads: 'GET /backoffice/audit/verify' },
  // The insurer's side: status reports whose delivery gave up.
  { path: '/status-reports', label: 'reports.title', reads: 'GET /backoffice/status-reports/failed' },
  // Consented analytics: the visitors' session recordings.
  { path: '/recordings', label: 'recordings.title', reads: 'GET /backoffice/analytics/recordings' },
  { path: '/operators', label: 'operators.nav', reads: 'GET /backoffice/operators' },
] as const satisfies readonly { path: string; label: TranslationKey; reads: GuardedKey }[];

/** The screens a role reaches, in the navigation's order. */
export const screensOf = (role: OperatorRole) => SCREENS.filter((screen) => roleMayCall(role, screen.reads));

/** Where an operator lands: the first screen their role reaches (every role reaches one). */
export const homeOf = (role: OperatorRole): string => screensOf(role)[0]?.path ?? '/cases';

export function Navigation() {
  const { t } = useTranslation();
  const { operator } = useSession();
  if (!operator) return null;
  return (
    <nav aria-label={t('layout.nav')}>
      {screensOf(operator.role).map((screen) => (
        <NavLink key={screen.path} to={screen.path}>
          {t(screen.label)}
        </NavLink>
      ))}
    </nav>
  );
}

/** A page opened only by a role the route it reads admits; anyone else goes to their home. */
export function Reachable({ reads, children }: { reads: GuardedKey; children: ReactNode }) {
  const session = useSession();
  if (!session.operator) return null;
  return session.may(reads) ? children : <Navigate to={homeOf(session.operator.role)} replace />;
}

/** The signed-in operator's home. */
export function Home() {
  const { operator } = useSession();
  return operator ? <Navigate to={homeOf(operator.role)} replace /> : null;
}
