import { isLocale, LOCALES } from '@app/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { createBrowserRouter, Navigate, Outlet, RouterProvider } from 'react-router';
import { changeLanguage } from './lib/i18n';
import { measureShell } from './lib/shell-height';
import { useTranslation } from './lib/use-translation';
import { Home, Navigation, Reachable } from './navigation';
import { ScreenError } from './screen-error';
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
import { ScreeningQueueScreen } from './screens/screening-queue';
import { SignInScreen } from './screens/sign-in';
import { SessionProvider, useSession } from './session/session';

const reachable = (reads: Parameters<typeof Reachable>[0]['reads'], screen: ReactNode) => (
  <Reachable reads={reads}>{screen}</Reachable>
);

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
      <header className="shell" ref={measureShell}>
        <p className="brand">{t('layout.brand')}</p>
        <Navigation />
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

export const routes = [
  // The one-time link of an invitation or a second-factor reset: no session.
  { path: 'invitation', element: <InvitationPage /> },
  {
    element: <Layout />,
    children: [
      {
        // A screen that fails while drawing keeps the shell and says so (not the router's page).
        errorElement: <ScreenError />,
        children: [
          { index: true, element: <Home /> },
          { path: 'cases', element: reachable('GET /backoffice/cases', <CaseListScreen />) },
          { path: 'cases/:caseId', element: reachable('GET /backoffice/cases/{caseId}', <CasePageScreen />) },
          { path: 'journal', element: reachable('GET /backoffice/audit/verify', <JournalCheckScreen />) },
          // The insurer's side: given-up status reports.
          {
            path: 'status-reports',
            element: reachable('GET /backoffice/status-reports/failed', <FailedReportsScreen />),
          },
          // Queues and dashboard
          { path: 'queues', element: <Navigate to="/queues/contact" replace /> },
          { path: 'queues/:queue', element: reachable('GET /backoffice/queues/{queue}', <QueuesScreen />) },
          // Asset-freeze and sanctions hits awaiting a disposition.
          {
            path: 'screening',
            element: reachable('GET /backoffice/screening/hits', <ScreeningQueueScreen />),
          },
          { path: 'dashboard', element: reachable('GET /backoffice/dashboard', <DashboardScreen />) },
          { path: 'operators', element: reachable('GET /backoffice/operators', <OperatorsScreen />) },
          // Consented analytics: the visitors' session recordings and their replay.
          {
            path: 'recordings',
            element: reachable('GET /backoffice/analytics/recordings', <RecordingsScreen />),
          },
          {
            path: 'recordings/:recordingId',
            element: reachable('GET /backoffice/analytics/recordings/{recordingId}', <RecordingPageScreen />),
          },
          { path: '*', element: <Home /> },
        ],
      },
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
