import {
  type CompanyReply,
  CompanyReplySchema,
  isLegalFormCode,
  type Locale,
  legalFormLabel,
} from '@app/domain';
import type { CompanyRecord } from '../../db/repositories/company-record';

/** Reply fields computed from the record, or named otherwise than their column. */
const COMPUTED = [
  'legal_form',
  'capital_fully_paid',
  'is_active_non_financial_entity',
  'representatives_certified',
] as const;
type ColumnField = Exclude<keyof CompanyReply, (typeof COMPUTED)[number]>;

/** Every other field of the reply is the column of the same name, as stored. */
const COLUMN_FIELDS = Object.keys(CompanyReplySchema.shape).filter(
  (field) => !(COMPUTED as readonly string[]).includes(field),
) as ColumnField[];

const pick = <T, Key extends keyof T>(from: T, keys: readonly Key[]) =>
  Object.fromEntries(keys.map((key) => [key, from[key]])) as Pick<T, Key>;

export function toCompanyDto(company: CompanyRecord, locale: Locale): CompanyReply {
  const code = company.legal_form;
  return {
    ...pick(company, COLUMN_FIELDS),
    legal_form: {
      code,
      abbreviation: code,
      label: isLegalFormCode(code) ? legalFormLabel(code, locale) : code,
    },
    capital_fully_paid: company.is_capital_fully_paid,
    is_active_non_financial_entity: company.is_active_nfe,
    representatives_certified: company.representatives_certified_at !== null,
  };
}
