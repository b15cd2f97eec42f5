import type { SignupRequestReply } from '@app/domain';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { turnedToOpening } from '../../lib/progress';
import { updateProgress } from '../../lib/progress-store';
import { continuationOf, isSubmittedOpening, toStoredUser } from '../../lib/session';
import { storeCompany } from '../company-fields/store-company';
import { paths } from '../journey/paths';
import { resumeStepPath } from './resume-step';
import type { ResumedState } from './resumed-notice';
import { fetchSignupRequestCompany, fetchSignupRequestUser, storeSignupRequest } from './signup-request-api';

/**
 * Continues a chosen request (spec §2.4) in its journey (existing_company -> signup, new_company ->
 * enrollment), at the step where the person stopped (the API's step_reached, from what is saved),
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
      // Without the API's answer, the account step: its guards lead on from what is saved.
      const reached = opening?.step_reached ?? 'account';
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
        stepReached: reached,
      }));
      if (opening?.company) storeCompany(opening.company);
      navigate(
        isSubmittedOpening(request) ? paths.application(next.journey) : resumeStepPath(next.journey, reached),
        // The screen reached says whose opening goes on ("Resuming SELARL …'s application").
        {
          state: {
            resumedCompany: opening?.company?.name ?? request.company_name ?? null,
          } satisfies ResumedState,
        },
      );
    },
    [navigate],
  );
}
