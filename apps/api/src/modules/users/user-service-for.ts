import type { AppDeps } from '../../types';
import { createSignupRequestService } from '../signup-requests/signup-request.service';
import { createVoucherService } from '../vouchers/voucher.service';
import { createUserService } from './user.service';
import { userDocumentUrls } from './user-documents';

/** The user service wired from the application's dependencies. */
export function userServiceFor(deps: AppDeps) {
  return createUserService({
    db: deps.db,
    clock: deps.clock,
    config: deps.config,
    vouchers: createVoucherService(deps),
    signupRequests: createSignupRequestService(deps),
    documentUrls: (userId) => userDocumentUrls(deps, userId),
  });
}
