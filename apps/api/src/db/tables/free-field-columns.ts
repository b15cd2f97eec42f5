import type { FreeFieldKind } from '@app/domain';

/**
 * One column per free field of a domain list (schemas/free-fields), named as the field: text for
 * text and web addresses, 0/1 for a yes/no answer; null while not answered.
 */
export type FreeFieldColumns<Fields extends Record<string, FreeFieldKind>> = {
  [Field in keyof Fields]: Fields[Field] extends 'yes_no' ? number | null : string | null;
};
