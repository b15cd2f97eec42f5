import type { AppDeps } from '../../types';
import type { SignupRequestService } from '../signup-requests/signup-request.service';
import type { VoucherService } from '../vouchers/voucher.service';
import { createUserService } from './user.service';
import { userDocumentUrls } from './user-documents';

/** The user service wired from the application's dependencies and the services it reads. */
export function userServiceFor(
  deps: AppDeps,
  services: { vouchers: VoucherService; signupRequests: SignupRequestService },
) {
  return createUserService({
    db: deps.db,
    clock: deps.clock,
    config: deps.config,
    vouchers: services.vouchers,
    signupRequests: services.signupRequests,
    documentUrls: (userId) => userDocumentUrls(deps, userId),
  });
}
