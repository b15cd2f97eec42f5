import type { SignupRequestReply } from '@app/domain';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { updateProgress } from '../../lib/progress-store';
import { continuationOf, toStoredUser } from '../../lib/session';
import { paths } from '../journey/paths';
import { resumeStepPath } from './resume-step';
import { fetchSignupRequestUser, storeSignupRequest } from './signup-request-api';

/**
 * Continues a chosen request (spec §2.4) in its journey (existing_company -> signup, new_company ->
 * enrollment), at the step where the person stopped: after the account proofs, the company step.
 */
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
          ? {
              ...progress.user,
              // The account as the API has it (its proofs included): the steps read it.
              ...(owner ? toStoredUser(owner, token ?? progress.user.token) : {}),
              registration_type: request.type,
            }
          : progress.user,
      }));
      navigate(resumeStepPath(next.journey, owner));
    },
    [navigate],
  );
}
