import { validationFailed } from '../../errors';
import { rateLimitConfig } from '../../rate-limits/route-rate-limit';
import type { App } from '../../types';
import { replyFor } from '../reply-schemas';
import { bodyFor } from '../request-schemas';

/** Checks an offer code and answers its text in the user's language; the web removes a refused code. */
export default async function postVoucherCheck(app: App) {
  app.post(
    '/voucher/check',
    {
      schema: {
        tags: ['user'],
        body: bodyFor('POST /voucher/check'),
        response: replyFor('POST /voucher/check'),
      },
      // Anonymous and answering whether a code exists: per address, so codes cannot be tried in bulk.
      config: rateLimitConfig(app.deps.config, { max: 20, timeWindow: '15 minutes' }),
    },
    async (request) => {
      const voucher = await app.services.vouchers.find(request.body.code, request.locale);
      if (!voucher) throw validationFailed({ code: 'error.voucher_invalid' });
      return voucher;
    },
  );
}
