import { VoucherCheckSchema } from '@app/domain';
import { z } from 'zod';
import { validationFailed } from '../../errors';
import { rateLimitConfig } from '../../modules/auth/rate-limit';
import { voucherText } from '../../modules/vouchers/messages';
import { createVoucherService } from '../../modules/vouchers/voucher.service';
import type { App } from '../../types';

const VoucherSchema = z.object({ code: z.string(), text: z.string() });

/** Checks an offer code and answers its text in the user's language; the web removes a refused code. */
export default async function postVoucherCheck(app: App) {
  const vouchers = createVoucherService(app.deps);
  app.post(
    '/voucher/check',
    {
      schema: { tags: ['user'], body: VoucherCheckSchema, response: { 200: VoucherSchema } },
      // Anonymous and answering whether a code exists: per address, so codes cannot be tried in bulk.
      config: rateLimitConfig(app.deps.config, { max: 20, timeWindow: '15 minutes' }),
    },
    async (request) => {
      const voucher = await vouchers.find(request.body.code, request.locale);
      if (!voucher) throw validationFailed({ code: voucherText(request.locale, 'invalid') });
      return voucher;
    },
  );
}
