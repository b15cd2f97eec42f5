import { CompanyEnrollmentSchema, CompanySignupSchema } from '@app/domain';
import { contextCheckedBody } from '../context-checked-body';

/** The company object: its rules depend on the user's journey, checked by the service. */
export const CompanyBodySchema = contextCheckedBody(
  "The company. The rules are those of the user's journey: an operating business (signup) or a company being created (enrollment).",
  [CompanySignupSchema, CompanyEnrollmentSchema],
);
