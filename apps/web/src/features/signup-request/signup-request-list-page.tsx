import { formatListDate, type SignupRequestReply } from '@app/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/spinner';
import { currentLocale } from '../../lib/i18n';
import { getProgress } from '../../lib/progress-store';
import { fetchCurrentUser, isSubmittedOpening, listedOpenings } from '../../lib/session';
import { useTranslation } from '../../lib/use-translation';
import { paths } from '../../shared/journey/paths';
import { useResumeRequest } from '../../shared/signup-request/use-resume-request';
import './signup-request.css';

/**
 * Several openings (spec §2.4): one is chosen; exactly one skips the list, none goes to login. A
 * submitted opening shows its status and leads to its "My application" page.
 */
export default function SignupRequestListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const resume = useResumeRequest();
  const locale = currentLocale();
  // "Reprendre la demande de SELARL …": the button names whose opening it continues.
  const namesCompany = (request: SignupRequestReply) =>
    !isSubmittedOpening(request) && !!request.company_name;
  const actionOf = (request: SignupRequestReply) => {
    if (isSubmittedOpening(request)) return t('signupRequest.viewApplication');
    return namesCompany(request)
      ? t('signupRequest.resumeCompany', { company: request.company_name })
      : t('signupRequest.resume');
  };
  const hasToken = Boolean(getProgress().user?.token);
  const user = useQuery({ queryKey: ['user'], queryFn: fetchCurrentUser, enabled: hasToken });
  const requests: SignupRequestReply[] = user.data ? listedOpenings(user.data) : [];

  useEffect(() => {
    if (!hasToken) {
      navigate(paths.login, { replace: true });
      return;
    }
    if (!user.data) return;
    const pending = listedOpenings(user.data);
    if (pending.length === 0) navigate(paths.login, { replace: true });
    else if (pending.length === 1 && pending[0]) void resume(pending[0]);
  }, [hasToken, user.data, navigate, resume]);

  return (
    <section className="card request-list" aria-labelledby="request-list-title" aria-busy={user.isPending}>
      <h1 id="request-list-title">{t('signupRequest.listTitle')}</h1>
      <p className="page-lead">{t('signupRequest.listLead')}</p>
      {user.isPending ? (
        <Skeleton lines={3} height="4.5rem" />
      ) : (
        <ul className="request-list__items">
          {requests.map((request) => (
            <li key={request.uuid} className="request-list__item">
              <div className="request-list__text">
                <p className="request-list__name">
                  {request.company_name || t('signupRequest.notSpecified')}
                </p>
                <p className="small muted">
                  {t(`signupRequest.types.${request.type}`)}
                  {request.siren ? ` · ${t('signupRequest.siren', { siren: request.siren })}` : ''}
                </p>
                <p className="small muted">
                  {t('signupRequest.initiatedOn', { date: formatListDate(request.created_at, locale) })}
                </p>
                {isSubmittedOpening(request) && request.opening_status ? (
                  // The API's status in plain words, as the application page says it.
                  <p className="small">{t(`application.status.${request.opening_status}`)}</p>
                ) : null}
              </div>
              <Button
                variant="secondary"
                aria-label={
                  namesCompany(request)
                    ? undefined
                    : `${actionOf(request)} – ${request.company_name || t('signupRequest.notSpecified')}`
                }
                onClick={() => void resume(request)}
              >
                {actionOf(request)}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
