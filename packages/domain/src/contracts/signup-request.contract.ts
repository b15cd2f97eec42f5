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
  /** The step the customer stopped at, from what is saved (the domain's stepReached): resuming lands there. */
  step_reached: z.enum(['account', 'company', 'representatives', 'terms']),
});
export type SignupRequestCompanyReply = z.infer<typeof SignupRequestCompanyReplySchema>;

/** Resuming an opening request: its status, then (for its own user) the user and the company. */
export const signupRequestContracts = {
  'GET /signup/request/{uuid}': {
    doc: {
      summary: 'A signup request by its link',
      description:
        'What the home page reads of a link (`?signup-request=`): its status and, while no account has taken it, the fields the partner filled in. `error` is true when it can no longer be resumed.',
    },
    reply: SignupRequestReadReplySchema,
  },
  'GET /signup/request/{uuid}/user': {
    doc: {
      summary: 'Resume a signup request: its user',
      description:
        "The request's user with the token they came with, only to that user signed in; anyone else is refused.",
    },
    reply: UserReplySchema,
  },
  'GET /signup/request/{uuid}/company': {
    doc: {
      summary: 'Resume a signup request: its company',
      description:
        "The company saved for this opening, the partner's prefill and the step the customer stopped at (`step_reached`), only to the request's user signed in.",
    },
    reply: SignupRequestCompanyReplySchema,
  },
  // Several openings per person: a signed-in person starts another one (its own request and company).
  'POST /signup/request': {
    doc: {
      summary: 'Start another opening',
      description:
        'A signed-in person starts another opening (one login, several companies). Name it in `x-signup-request-id` on the company step.',
    },
    reply: SignupRequestReplySchema,
    statuses: [201],
  },
} as const satisfies RouteTable;
