import type { App } from '../../types';
import postVoucherCheck from './post-voucher-check';

export async function voucherRoutes(app: App): Promise<void> {
  await app.register(postVoucherCheck);
}
