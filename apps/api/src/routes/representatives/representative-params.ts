import {
  companyMandateSchema,
  RepresentativeEnrollmentSchema,
  RepresentativeSignupSchema,
} from '@app/domain';
import { z } from 'zod';
import { contextCheckedBody } from '../context-checked-body';

export const RepresentativeParamsSchema = z.object({ representativeId: z.string().max(64) });
/** companyId in the query, when the client sends it, must be the representative's own company. */
export const OptionalCompanyQuerySchema = z.object({ companyId: z.string().max(64).optional() });
/** A natural person: the rules depend on the company (journey, shares still free), checked by the service. */
export const PersonBodySchema = contextCheckedBody(
  "A natural person of the company. The rules are those of the user's journey (signup or enrollment) and of the shares still free.",
  [RepresentativeSignupSchema, RepresentativeEnrollmentSchema],
);

/** A company as shareholder or mandatary: the same kind of context-dependent rules. */
export const MandateBodySchema = contextCheckedBody(
  "A company as shareholder or mandatary. The rules are those of the user's journey and of the shares still free.",
  [
    companyMandateSchema({ journey: 'signup', remainingShares: Number.MAX_SAFE_INTEGER, ownShares: 0 }),
    companyMandateSchema({ journey: 'enrollment', remainingShares: Number.MAX_SAFE_INTEGER, ownShares: 0 }),
  ],
);
