import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { App } from '../../types';
import { replyFor } from '../reply-schemas';
import { IdSchema, signedInUserId } from '../signed-in-user';

const ParamsSchema = z.object({ companyId: IdSchema });

/** The action a withdrawal's strong authentication is validated for. */
export const WITHDRAW_SCA_ACTION = 'opening.withdraw';

/**
 * POST /companies/{companyId}/withdraw: the customer gives up an opening before its account
 * opens. Strong customer authentication first (399 until a challenge for this action is
 * validated; another's opening is a 404 and a closed one a 409 before it), then the case closes with the reason `withdrawn` (409 once open or ended).
 */
export default async function postWithdraw(app: App) {
  const withdrawable = async (request: FastifyRequest) => {
    const { companyId } = ParamsSchema.parse(request.params);
    await app.services.withdrawal.checkByCustomer(companyId, signedInUserId(request));
  };
  app.post(
    '/companies/:companyId/withdraw',
    {
      preHandler: [app.authenticate, withdrawable, app.requireSca(WITHDRAW_SCA_ACTION)],
      schema: {
        tags: ['application'],
        security: [{ bearer: [] }],
        params: ParamsSchema,
        response: replyFor('POST /companies/{companyId}/withdraw'),
      },
    },
    async (request) =>
      app.services.withdrawal.byCustomer(
        request.params.companyId,
        signedInUserId(request),
        String(request.id),
      ),
  );
}
