import { journeyOf } from '@app/domain';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PageLoader } from '../../components/ui/spinner';
import { ApiError } from '../../lib/api-errors';
import { preloadable } from '../../lib/preloadable';
import { getProgress, resetProgress } from '../../lib/progress-store';
import { fromServer, useRuntimeConfig } from '../../lib/runtime-config';
import { continuationOf, exchangeLinkToken, pendingRequests, storeUser } from '../../lib/session';
import { useTranslation } from '../../lib/use-translation';
import { showApiError, showErrorMessage } from '../../shared/global-modals/global-modal-store';
import { storeHomeParams } from '../../shared/journey/home-params';
import { linkUnavailablePath, paths } from '../../shared/journey/paths';
import { linkProblemOf } from '../../shared/signup-request/link-problem';
import { fetchSignupRequest, storeSignupRequest } from '../../shared/signup-request/signup-request-api';
import { guardHome, shouldResetOnHome } from './home-guards';
import { HomeIntro } from './home-intro';
import { JourneyTiles } from './journey-tiles';
import './home.css';

const LoginModal = lazy(() => import('./login-modal'));
// Neither is part of the first paint (one needs a signed-in person, the other /config's answer):
// both load on demand, keeping them out of the first screen's budget.
const AnotherOpening = lazy(() =>
  import('./another-opening').then((module) => ({ default: module.AnotherOpening })),
);
// The price comes with /config's answer, which the first render waits for: its module loads
// meanwhile, so the card is there from the page's first frame and never pushes the content down.
const priceCard = preloadable(() => import('./price-card').then((module) => module.PriceCard));
void priceCard.preload();

/** Home (spec §2.1): the two journeys, the resume link, and the URL parameters. */
export default function HomePage({ loginOpen = false }: { loginOpen?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const config = useRuntimeConfig();
  const { features } = config;
  const [busy, setBusy] = useState(() => Boolean(search.get('signup-request') || search.get('token')));
  const handled = useRef('');

  useEffect(() => {
    const key = search.toString();
    if (handled.current === key) return;
    handled.current = key;

    if (shouldResetOnHome(getProgress())) resetProgress();
    storeHomeParams(search);
    if (!loginOpen) {
      const redirect = guardHome(search, features);
      if (redirect) {
        navigate(redirect.redirect, { replace: true });
        return;
      }
    }

    const token = search.get('token');
    const uuid = search.get('signup-request');
    if (token) {
      // Resume with a link's token: spent at once for a session token (the link works once), then
      // the list (login) or the user's journey; the spent token leaves the address bar either way.
      exchangeLinkToken(token)
        .then((user) => {
          storeUser(user);
          // The login-by-token path with nothing to resume: the spec's "no processing signup".
          // (The domain's catalogue is loaded for it only then: it stays out of the first screen.)
          if (loginOpen && pendingRequests(user).length === 0)
            void import('../../lib/translate-message').then(({ translateMessage }) =>
              showErrorMessage(translateMessage('error.no_processing_signup')),
            );
          if (loginOpen) navigate(paths.signupRequestList, { replace: true });
          else navigate(continuationOf(user.registration_type)?.path ?? paths.home, { replace: true });
        })
        .catch((error: unknown) => {
          resetProgress();
          setBusy(false);
          // A link's token is refused once spent or expired: the page says so and offers a new link.
          if (error instanceof ApiError && error.status === 401) {
            navigate(linkUnavailablePath('expired'), { replace: true });
            return;
          }
          navigate(loginOpen ? paths.login : paths.home, { replace: true });
        });
      return;
    }
    if (uuid) {
      fetchSignupRequest(uuid)
        .then((request) => {
          if (request.status === 'processing') {
            navigate(paths.login, { replace: true });
            return;
          }
          if (getProgress().signupRequest?.uuid !== uuid) resetProgress();
          storeSignupRequest(request);
          navigate(
            `${paths.accountCreate(journeyOf(request.type))}?signup-request=${encodeURIComponent(uuid)}`,
            {
              replace: true,
            },
          );
        })
        .catch((error: unknown) => {
          setBusy(false);
          // A finished, withdrawn or unknown request: the page says why and offers a new link.
          const problem = linkProblemOf(error);
          if (problem) {
            navigate(linkUnavailablePath(problem), { replace: true });
            return;
          }
          if (error instanceof ApiError) showApiError(error);
          else showErrorMessage();
          if (features.forcedLogin) navigate(paths.login, { replace: true });
          else navigate(paths.home, { replace: true });
        });
      return;
    }
    setBusy(false);
  }, [search, features, loginOpen, navigate]);

  if (busy) return <PageLoader label={t('common.loading')} />;
  // Read after the effect above may have reset a finished user's progress.
  const signedIn = Boolean(getProgress().user?.token);

  return (
    <div className="home">
      <HomeIntro t={t} brand={config.brand.name} bank={config.brand.bankName} />
      <JourneyTiles t={t} onChoose={(journey) => navigate(paths.accountCreate(journey))} />
      {features.signupRequest && signedIn ? (
        <Suspense fallback={null}>
          <AnotherOpening />
        </Suspense>
      ) : null}
      {features.signupRequest ? (
        <p className="home__resume">
          {t('home.alreadyStarted')}{' '}
          <button type="button" className="btn btn--link" onClick={() => navigate(paths.login)}>
            {t('home.resumeLink')}
          </button>
        </p>
      ) : null}
      {/* The price is the bank's own: shown only from its configuration, never a default. */}
      {fromServer(config) ? (
        <Suspense fallback={null}>
          <priceCard.Component price={config.price} />
        </Suspense>
      ) : null}
      <ul className="home__reassurance">
        <li>{t('home.reassurance.time')}</li>
        <li>{t('home.reassurance.documents')}</li>
        <li>{t('home.reassurance.bank', { bank: config.brand.bankName })}</li>
      </ul>
      {loginOpen && features.signupRequest ? (
        <Suspense fallback={null}>
          <LoginModal onClose={() => navigate(paths.home)} />
        </Suspense>
      ) : null}
    </div>
  );
}
