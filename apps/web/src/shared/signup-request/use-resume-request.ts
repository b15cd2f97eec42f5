import type { SignupRequestReply } from '@app/domain';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { turnedToOpening } from '../../lib/progress';
import { updateProgress } from '../../lib/progress-store';
import { continuationOf, isSubmittedOpening, toStoredUser } from '../../lib/session';
import { storeCompany } from '../company-fields/store-company';
import { paths } from '../journey/paths';
import { resumeStepPath } from './resume-step';
import { fetchSignupRequestCompany, fetchSignupRequestUser, storeSignupRequest } from './signup-request-api';

/**
 * Continues a chosen request (spec §2.4) in its journey (existing_company -> signup, new_company ->
 * enrollment), at the step where the person stopped: after the account proofs, the company step,
 * with this opening's own company (a person may hold several). A submitted opening leads to its
 * "My application" page.
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
      const [owner, opening] = await Promise.all([
        fetchSignupRequestUser(request.uuid).catch(() => null),
        fetchSignupRequestCompany(request.uuid).catch(() => null),
      ]);
      const token = owner?.token;
      updateProgress((progress) => ({
        ...turnedToOpening(progress, next.journey),
        user: progress.user
          ? {
              ...progress.user,
              // The account as the API has it (its proofs included): the steps read it.
              ...(owner ? toStoredUser(owner, token ?? progress.user.token) : {}),
              registration_type: request.type,
            }
          : progress.user,
      }));
      if (opening?.company) storeCompany(opening.company);
      navigate(
        isSubmittedOpening(request) ? paths.application(next.journey) : resumeStepPath(next.journey, owner),
      );
    },
    [navigate],
  );
}
