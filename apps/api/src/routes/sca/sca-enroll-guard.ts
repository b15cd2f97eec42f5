import type { FastifyReply, FastifyRequest } from 'fastify';
import { SCA_ENROLL_ACTION } from '../../modules/sca/sca.constants';
import type { App } from '../../types';
import { signedInUserId } from '../signed-in-user';

/**
 * preHandler of the enrolment start, after authenticate. The first method needs none: there is
 * nothing to answer a challenge with yet. Once a method is active, adding another is a sensitive
 * action (399 until a challenge validated with an active method comes back), so a stolen
 * session alone cannot add the thief's own phone or address.
 */
export function requireScaToEnroll(app: App) {
  const guard = app.requireSca(SCA_ENROLL_ACTION);
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    if (!(await app.services.sca.enrolment.needsChallenge(signedInUserId(request)))) return;
    await guard(request, reply);
  };
}
