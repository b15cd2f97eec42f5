import { z } from 'zod';
import { CompanyReplySchema } from './company.contract';
import type { RouteTable } from './route-contract';
import { SignupRequestReplySchema, UserReplySchema } from './user.contract';

/** GET /signup/request/{uuid}: `error` is true when the request can no longer be resumed. */
export const SignupRequestReadReplySchema = z.object({ error: z.boolean(), data: SignupRequestReplySchema });
export type SignupRequestReadReply = z.infer<typeof SignupRequestReadReplySchema>;

export const SignupRequestCompanyReplySchema = z.object({
  /** The company saved in the journey, once there is one. */
  company: CompanyReplySchema.nullable(),
  /** The company fields the request was created with (partner prefill), if any. */
  prefill: z.record(z.string(), z.unknown()).nullable(),
});
export type SignupRequestCompanyReply = z.infer<typeof SignupRequestCompanyReplySchema>;

/** Resuming an opening request: its status, then (for its own user) the user and the company. */
export const signupRequestContracts = {
  'GET /signup/request/{uuid}': { reply: SignupRequestReadReplySchema },
  'GET /signup/request/{uuid}/user': { reply: UserReplySchema },
  'GET /signup/request/{uuid}/company': { reply: SignupRequestCompanyReplySchema },
  // Several openings per person: a signed-in person starts another one (its own request and company).
  'POST /signup/request': { reply: SignupRequestReplySchema, statuses: [201] },
} as const satisfies RouteTable;
