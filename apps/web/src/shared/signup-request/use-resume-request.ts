import type { SignupRequestReply } from '@app/domain';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { updateProgress } from '../../lib/progress-store';
import { continuationOf } from '../../lib/session';
import { paths } from '../journey/paths';
import { fetchSignupRequestUser, storeSignupRequest } from './signup-request-api';

/** Continues a chosen request (spec §2.4): existing_company -> signup-user, new_company -> enrollment-user. */
export function useResumeRequest() {
  const navigate = useNavigate();
  return useCallback(
    async (request: SignupRequestReply) => {
      const next = continuationOf(request.type);
      if (!next) {
        navigate(paths.login);
        return;
      }
      storeSignupRequest(request);
      const owner = await fetchSignupRequestUser(request.uuid).catch(() => null);
      const token = owner?.token;
      updateProgress((progress) => ({
        ...progress,
        journey: next.journey,
        user: progress.user
          ? { ...progress.user, ...(token ? { token } : {}), registration_type: request.type }
          : progress.user,
      }));
      navigate(next.path);
    },
    [navigate],
  );
}
