import type { FreeFieldKind } from '@app/domain';

type FreeFields = Record<string, FreeFieldKind>;

/** A free field as the form holds it: text as typed, a yes/no answer (null: not answered yet). */
export type FreeFieldFormValues<Fields extends FreeFields> = {
  [Field in keyof Fields]: Fields[Field] extends 'yes_no' ? boolean | null : string;
};

const entries = <Fields extends FreeFields>(fields: Fields) =>
  Object.entries(fields) as [keyof Fields & string, FreeFieldKind][];

/** The form's values of a list's free fields, from the stored answer (if any). */
export function freeFieldFormValues<Fields extends FreeFields>(
  fields: Fields,
  stored: object | null | undefined,
): FreeFieldFormValues<Fields> {
  return Object.fromEntries(
    entries(fields).map(([field, kind]) => {
      const value = (stored as Record<string, unknown> | null | undefined)?.[field];
      if (kind === 'yes_no') return [field, typeof value === 'boolean' ? value : null];
      return [field, typeof value === 'string' ? value : ''];
    }),
  ) as FreeFieldFormValues<Fields>;
}

/** What the API receives of them: text trimmed (null when empty), the yes/no answer as given. */
export function freeFieldPayload<Fields extends FreeFields>(
  fields: Fields,
  values: FreeFieldFormValues<Fields>,
): Record<keyof Fields, string | boolean | null | undefined> {
  return Object.fromEntries(
    entries(fields).map(([field, kind]) => {
      const value = values[field];
      if (kind === 'yes_no') return [field, typeof value === 'boolean' ? value : undefined];
      return [field, typeof value === 'string' && value.trim() !== '' ? value.trim() : null];
    }),
  ) as Record<keyof Fields, string | boolean | null | undefined>;
}
