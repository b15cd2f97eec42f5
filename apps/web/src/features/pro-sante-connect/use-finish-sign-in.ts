import type { PscSignInReply } from '@app/domain';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { listedOpenings, storeUser } from '../../lib/session';
import { paths } from '../../shared/journey/paths';
import { keepPscSignIn, pscJourney } from '../../shared/pro-sante-connect/psc-sign-in-store';
import { useResumeRequest } from '../../shared/signup-request/use-resume-request';

/**
 * After a verified sign-in (the return page's or the phone's): a practitioner whose account is
 * tied is signed in and resumes their opening as after the login; a new one chooses the practice,
 * then creates the account from the prefilled form.
 */
export function useFinishSignIn() {
  const navigate = useNavigate();
  const resume = useResumeRequest();
  return useCallback(
    async (reply: PscSignInReply) => {
      const journey = pscJourney();
      keepPscSignIn(reply, journey);
      if (!reply.user) {
        navigate(paths.pscPractice, { replace: true });
        return;
      }
      storeUser(reply.user, { fresh: true });
      const listed = listedOpenings(reply.user);
      if (listed.length === 1 && listed[0]) await resume(listed[0]);
      else navigate(listed.length > 1 ? paths.signupRequestList : paths.home, { replace: true });
    },
    [navigate, resume],
  );
}
