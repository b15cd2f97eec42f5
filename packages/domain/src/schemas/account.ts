import { z } from 'zod';
import { DEFAULT_COUNTRY } from '../constants/limits';
import { isPasswordAcceptable, type PasswordScoreFn } from '../rules/password-policy';
import { REGISTRATION_TYPES } from '../tables/registration-types';
import {
  countryCodeSchema,
  emailSchema,
  evenWithOtherErrors,
  genderSchema,
  nameSchema,
  optionalString,
  phoneSchema,
  requiredString,
} from './fields';
import { PscLinkBodySchema } from './psc-link';

export interface AccountCreateContext {
  /**
   * Password scorer (zxcvbn, see password-scorer.ts). Without it only the composition rule
   * (8 characters, a letter, a digit) applies: the API must pass it.
   */
  scorePassword?: PasswordScoreFn;
}

const identityFields = {
  gender: genderSchema,
  first_name: nameSchema(100),
  last_name: nameSchema(100),
  phone: phoneSchema,
  nationality: countryCodeSchema.default(DEFAULT_COUNTRY),
};

/** What the password is scored against (a password made of one's own name or e-mail is weak). */
export const passwordUserInputs = (account: { first_name?: unknown; last_name?: unknown; email?: unknown }) =>
  [account.first_name, account.last_name, account.email].filter(
    (value): value is string => typeof value === 'string',
  );

/**
 * The same inputs from a body not yet validated, each field as the schema will have read it, so
 * that a score computed ahead (the API scores in a worker thread) is the one the schema asks for.
 */
export function passwordUserInputsOfBody(body: Record<string, unknown>): string[] {
  const read = (schema: z.ZodType<string>, value: unknown) => {
    const parsed = schema.safeParse(value);
    return parsed.success ? parsed.data : value;
  };
  return passwordUserInputs({
    first_name: read(identityFields.first_name, body.first_name),
    last_name: read(identityFields.last_name, body.last_name),
    email: read(emailSchema, body.email),
  });
}

/** No password and its confirmation, with a Pro Santé Connect ticket: the account is reached through the federation. */
const isPasswordless = (account: {
  password?: unknown;
  password_repeat?: unknown;
  pro_sante_connect?: unknown;
}): boolean =>
  typeof account.pro_sante_connect === 'object' &&
  account.pro_sante_connect !== null &&
  (account.password === undefined || account.password === '') &&
  (account.password_repeat === undefined || account.password_repeat === '');

const passwordField = z.string({ error: 'validation.required' }).max(128, { error: 'validation.too_long' });

/**
 * POST /user: the account creation form (spec §5 Account). An account tied to a practitioner at
 * its creation (`pro_sante_connect`, the sign-in's ticket) may have no password: it is reached
 * through the federation. Without the ticket, the password and its confirmation are required.
 */
export function accountCreateSchema(context: AccountCreateContext = {}) {
  return z
    .object({
      ...identityFields,
      email: emailSchema,
      email_repeat: requiredString(254),
      password: passwordField.optional(),
      password_repeat: passwordField.optional(),
      registration_type: z.enum(REGISTRATION_TYPES, { error: 'validation.required' }),
      voucher: optionalString(50),
      email_sponsor: z
        .union([z.literal(''), z.null(), emailSchema])
        .optional()
        .transform((value) => value || null),
      pro_sante_connect: PscLinkBodySchema.optional(),
    })
    .superRefine((account, ctx) => {
      const { email, email_repeat, password, password_repeat } = account;
      if (typeof email === 'string' && typeof email_repeat === 'string' && email_repeat !== '') {
        if (email.trim().toLowerCase() !== email_repeat.trim().toLowerCase()) {
          ctx.addIssue({ code: 'custom', message: 'validation.email_mismatch', path: ['email_repeat'] });
        }
      }
      // A password given is held to the rules, with or without the ticket.
      if (!isPasswordless(account)) {
        for (const field of ['password', 'password_repeat'] as const) {
          if (account[field] === undefined || account[field] === '') {
            ctx.addIssue({ code: 'custom', message: 'validation.required', path: [field] });
          }
        }
      }
      if (typeof password === 'string' && password !== '') {
        const userInputs = passwordUserInputs(account);
        if (!isPasswordAcceptable(password, context.scorePassword, userInputs)) {
          ctx.addIssue({ code: 'custom', message: 'validation.password_weak', path: ['password'] });
        }
        if (typeof password_repeat === 'string' && password_repeat !== '' && password !== password_repeat) {
          ctx.addIssue({
            code: 'custom',
            message: 'validation.password_mismatch',
            path: ['password_repeat'],
          });
        }
      }
    }, evenWithOtherErrors);
}

/** Composition rule only; the API uses accountCreateSchema({ scorePassword }). */
export const AccountCreateSchema = accountCreateSchema();
export type AccountCreate = z.infer<typeof AccountCreateSchema>;
export type AccountCreateInput = z.input<typeof AccountCreateSchema>;

/** PUT /user. */
export const AccountUpdateSchema = z.object(identityFields);
export type AccountUpdate = z.infer<typeof AccountUpdateSchema>;

/** Login modal: the e-mail is not validated on the client (spec §5), only required. */
export const LoginSchema = z.object({
  email: requiredString(254),
  password: z
    .string({ error: 'validation.required' })
    .min(1, { error: 'validation.required' })
    .max(128, { error: 'validation.too_long' }),
});
export type Login = z.infer<typeof LoginSchema>;

/** Reconnect / session-expired modal: the e-mail is prefilled, the password required. */
export const ReconnectSchema = LoginSchema;
export type Reconnect = z.infer<typeof ReconnectSchema>;
