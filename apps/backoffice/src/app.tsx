import { isLocale, LOCALES } from '@app/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { createBrowserRouter, Navigate, NavLink, Outlet, RouterProvider } from 'react-router';
import { changeLanguage } from './lib/i18n';
import { useTranslation } from './lib/use-translation';
import { CaseListScreen } from './screens/case-list';
import { CasePageScreen } from './screens/case-page';
import { DashboardScreen } from './screens/dashboard';
import { FailedReportsScreen } from './screens/failed-reports';
import { InvitationPage } from './screens/invitation-page';
import { JournalCheckScreen } from './screens/journal-check';
import { OperatorsScreen } from './screens/operators-screen';
import { QueuesScreen } from './screens/queues';
import { RecordingPageScreen } from './screens/recording-page';
import { RecordingsScreen } from './screens/recordings';
import { SignInScreen } from './screens/sign-in';
import { SessionProvider, useSession } from './session/session';

/** The frame of every signed-in screen: skip link, navigation by role, language, sign-out. */
export function Layout() {
  const { t, i18n } = useTranslation();
  const session = useSession();
  if (session.operator === undefined) return <p role="status">{t('loading')}</p>;
  if (session.operator === null) return <SignInScreen />;
  return (
    <>
      <a href="#main" className="skip-link">
        {t('layout.skip')}
      </a>
      <header className="shell">
        <p className="brand">{t('layout.brand')}</p>
        <nav aria-label={t('layout.nav')}>
          <NavLink to="/cases">{t('cases.title')}</NavLink>
          {/* Queues and dashboard */}
          <NavLink to="/queues">{t('queues.title')}</NavLink>
          <NavLink to="/dashboard">{t('dashboard.title')}</NavLink>
          {session.may('GET /backoffice/audit/verify') && (
            <NavLink to="/journal">{t('journal.title')}</NavLink>
          )}
          {/* The insurer's side: status reports whose delivery gave up. */}
          {session.may('GET /backoffice/status-reports/failed') && (
            <NavLink to="/status-reports">{t('reports.title')}</NavLink>
          )}
          {/* Consented analytics: the visitors' session recordings. */}
          {session.may('GET /backoffice/analytics/recordings') && (
            <NavLink to="/recordings">{t('recordings.title')}</NavLink>
          )}
          {session.may('GET /backoffice/operators') && (
            <NavLink to="/operators">{t('operators.nav')}</NavLink>
          )}
        </nav>
        <p className="who">
          {session.operator.name} · {t(`roles.${session.operator.role}`)}
        </p>
        <label htmlFor="language" className="visually-hidden">
          {t('layout.language')}
        </label>
        <select
          id="language"
          value={i18n.language}
          onChange={(event) => {
            const language = event.target.value;
            if (isLocale(language)) changeLanguage(language);
          }}
        >
          {LOCALES.map((language) => (
            <option key={language} value={language}>
              {t(`languages.${language}`)}
            </option>
          ))}
        </select>
        <button type="button" onClick={() => session.signOut()}>
          {t('layout.signOut')}
        </button>
      </header>
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
    </>
  );
}

function JournalRoute() {
  const session = useSession();
  return session.may('GET /backoffice/audit/verify') ? (
    <JournalCheckScreen />
  ) : (
    <Navigate to="/cases" replace />
  );
}

function OperatorsRoute() {
  const session = useSession();
  return session.may('GET /backoffice/operators') ? <OperatorsScreen /> : <Navigate to="/cases" replace />;
}

// Consented analytics: the recordings, for the roles allowed to watch them.
function RecordingsRoute({ children }: { children: ReactNode }) {
  const session = useSession();
  return session.may('GET /backoffice/analytics/recordings') ? children : <Navigate to="/cases" replace />;
}

export const routes = [
  // The one-time link of an invitation or a second-factor reset: no session.
  { path: 'invitation', element: <InvitationPage /> },
  {
    element: <Layout />,
    children: [
      { index: true, element: <Navigate to="/cases" replace /> },
      { path: 'cases', element: <CaseListScreen /> },
      { path: 'cases/:caseId', element: <CasePageScreen /> },
      { path: 'journal', element: <JournalRoute /> },
      // The insurer's side: given-up status reports.
      { path: 'status-reports', element: <FailedReportsScreen /> },
      // Queues and dashboard
      { path: 'queues', element: <Navigate to="/queues/contact" replace /> },
      { path: 'queues/:queue', element: <QueuesScreen /> },
      { path: 'dashboard', element: <DashboardScreen /> },
      { path: 'operators', element: <OperatorsRoute /> },
      // Consented analytics: the visitors' session recordings and their replay.
      {
        path: 'recordings',
        element: (
          <RecordingsRoute>
            <RecordingsScreen />
          </RecordingsRoute>
        ),
      },
      {
        path: 'recordings/:recordingId',
        element: (
          <RecordingsRoute>
            <RecordingPageScreen />
          </RecordingsRoute>
        ),
      },
      { path: '*', element: <Navigate to="/cases" replace /> },
    ],
  },
];

export function App({ queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } }) }) {
  const [router] = useState(() => createBrowserRouter(routes));
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <RouterProvider router={router} />
      </SessionProvider>
    </QueryClientProvider>
  );
}
