import type { MandateReply } from '@app/domain';
import {
  type AddressValues,
  addressPayload,
  addressValues,
} from '../../shared/company-fields/address-fields';
import type { MandateDraft } from './mandate-draft';
import {
  ROLE_QUESTIONS,
  type RoleFormValues,
  shareholdingValues,
  typedShares,
  yesNoAnswers,
  yesNoValues,
} from './role-form-values';

export type MandateFormValues = RoleFormValues & {
  name: string;
  legal_form: string;
  /** Shown beside the form until another is picked; not sent. */
  legal_form_label: string;
  siret: string;
  rna: string;
  naf_activity_code: string;
  /** Shown beside the code; not sent. */
  naf_activity_code_label: string;
  address: AddressValues;
  phone: string;
  email: string;
};

export function mandateFormValues(entry: MandateReply | null, draft: MandateDraft | null): MandateFormValues {
  return {
    ...yesNoValues(entry, ROLE_QUESTIONS),
    ...shareholdingValues(entry),
    name: entry?.name ?? draft?.name ?? '',
    legal_form: entry?.legal_form ?? draft?.legal_form ?? '',
    legal_form_label: '',
    siret: entry?.siret ?? draft?.siret ?? '',
    rna: entry?.rna ?? '',
    naf_activity_code: entry?.naf_activity_code ?? draft?.naf_activity_code ?? '',
    naf_activity_code_label: entry ? '' : (draft?.naf_activity_code_label ?? ''),
    address: addressValues(entry?.address ?? draft?.address),
    phone: entry?.phone ?? '',
    email: entry?.email ?? '',
    title_code: entry?.title_code ?? '',
    foreign_tax_country: entry?.foreign_tax_country ?? '',
  };
}

const orNull = (value: string) => (value.trim() ? value.trim() : null);

/** POST /companies/{id}/mandate and PATCH .../mandate/{mandateId} body (companyMandateSchema). */
export function mandatePayload(values: MandateFormValues) {
  return {
    ...yesNoAnswers(values, ROLE_QUESTIONS),
    name: values.name,
    legal_form: values.legal_form || undefined,
    siret: orNull(values.siret),
    rna: orNull(values.rna),
    naf_activity_code: orNull(values.naf_activity_code),
    address: addressPayload(values.address),
    phone: orNull(values.phone),
    email: orNull(values.email),
    title_code: values.is_mandatary ? values.title_code || null : null,
    shareholders_value: values.is_shareholder ? typedShares(values.shareholders_value) : 0,
    foreign_tax_country: values.has_foreign_tax_country ? orNull(values.foreign_tax_country) : null,
  };
}
