import { RepresentativeEnrollmentSchema, RepresentativeSignupSchema } from '@app/domain';
import { contextCheckedBody } from '../context-checked-body';

/** A natural person: the rules depend on the company (journey, shares still free), checked by the service. */
export const PersonBodySchema = contextCheckedBody(
  "A natural person of the company. The rules are those of the user's journey (signup or enrollment) and of the shares still free.",
  [RepresentativeSignupSchema, RepresentativeEnrollmentSchema],
);
