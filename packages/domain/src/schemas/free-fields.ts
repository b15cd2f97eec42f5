import { z } from 'zod';
import { optionalString } from './fields';

/**
 * How a free field is typed and checked: `text` as given, `url` a web address (the scheme may
 * be left out: "cabinet-martin.fr" is kept as "https://cabinet-martin.fr"), `yes_no` a question
 * answered yes or no (required, as every yes/no question of the journey).
 */
export type FreeFieldKind = 'text' | 'url' | 'yes_no';

/**
 * The company's free fields: asked on the company form, kept in a column of the same name,
 * answered as they are. Adding one is this line, its column (a migration) and its label.
 */
export const COMPANY_FREE_FIELDS = {
  /** The practice's or company's website: the bank looks at a company's public presence. */
  website: 'url',
} as const satisfies Record<string, FreeFieldKind>;

/**
 * A natural person's free fields, asked on the person form, kept and answered the same way (in the
 * people's table). Adding one is this line, its column and its label.
 */
export const PERSON_FREE_FIELDS = {} as const satisfies Record<string, FreeFieldKind>;

type FreeFields = Record<string, FreeFieldKind>;
export type CompanyFreeField = keyof typeof COMPANY_FREE_FIELDS;
export type PersonFreeField = keyof typeof PERSON_FREE_FIELDS;

const namesOf = <Fields extends FreeFields>(fields: Fields) =>
  Object.keys(fields) as (keyof Fields & string)[];
export const COMPANY_FREE_FIELD_NAMES = namesOf(COMPANY_FREE_FIELDS);
export const PERSON_FREE_FIELD_NAMES = namesOf(PERSON_FREE_FIELDS);

/** The names of the fields of one kind (the yes/no ones are stored as 0/1, say). */
export const freeFieldsOfKind = <Fields extends FreeFields>(fields: Fields, kind: FreeFieldKind) =>
  namesOf(fields).filter((field) => fields[field] === kind);

const WEB_ADDRESS_MAX = 255;

function asWebAddress(value: string): string | null {
  const candidate = /^[a-z][a-z\d+.-]*:/i.test(value) ? value : `https://${value}`;
  try {
    const url = new URL(candidate);
    const known =
      (url.protocol === 'https:' || url.protocol === 'http:') && /\.[a-z]{2,}$/i.test(url.hostname);
    return known ? url.href.replace(/\/$/, '') : null;
  } catch {
    return null;
  }
}

const webAddressSchema = optionalString(WEB_ADDRESS_MAX).transform((value, ctx) => {
  if (value === null) return null;
  const address = asWebAddress(value);
  if (address === null) {
    ctx.addIssue({ code: 'custom', message: 'validation.url_format' });
    return z.NEVER;
  }
  return address;
});
const textSchema = optionalString().transform((value) => value);
const yesNoSchema = z.boolean({ error: 'validation.yes_no_required' });

/** Each kind's check of the body, and its shape in the reply. */
const BODY_SCHEMA = { text: textSchema, url: webAddressSchema, yes_no: yesNoSchema } as const;
const REPLY_SCHEMA = {
  text: z.string().nullable(),
  url: z.string().nullable(),
  yes_no: z.boolean().nullable(),
} as const;

type BodyShape<Fields extends FreeFields> = { [Field in keyof Fields]: (typeof BODY_SCHEMA)[Fields[Field]] };
type ReplyShape<Fields extends FreeFields> = {
  [Field in keyof Fields]: (typeof REPLY_SCHEMA)[Fields[Field]];
};

/** A free field's value as stored and answered: text (or null), a yes/no answer (or null). */
export type FreeFieldValue<Kind extends FreeFieldKind> = Kind extends 'yes_no'
  ? boolean | null
  : string | null;
export type FreeFieldValues<Fields extends FreeFields> = {
  [Field in keyof Fields]: FreeFieldValue<Fields[Field]>;
};

const eachField = <Fields extends FreeFields, Value>(
  fields: Fields,
  value: (field: keyof Fields & string) => Value,
) => Object.fromEntries(namesOf(fields).map((field) => [field, value(field)]));

/** The free fields of a body: each checked by its kind. */
export const freeFieldsBodyShape = <Fields extends FreeFields>(fields: Fields) =>
  eachField(fields, (field) => BODY_SCHEMA[fields[field] as FreeFieldKind]) as BodyShape<Fields>;

/** The free fields of a reply: each a string, or a yes/no answer, or null when not given. */
export const freeFieldsReplyShape = <Fields extends FreeFields>(fields: Fields) =>
  eachField(fields, (field) => REPLY_SCHEMA[fields[field] as FreeFieldKind]) as ReplyShape<Fields>;

/** The values to store from a checked body: null for what was not given. */
export const freeFieldValues = <Fields extends FreeFields>(
  fields: Fields,
  body: Partial<Record<keyof Fields, string | boolean | null>>,
) => eachField(fields, (field) => body[field] ?? null) as FreeFieldValues<Fields>;

export const companyFreeFieldsBodyShape = freeFieldsBodyShape(COMPANY_FREE_FIELDS);
export const companyFreeFieldsReplyShape = freeFieldsReplyShape(COMPANY_FREE_FIELDS);
export const personFreeFieldsBodyShape = freeFieldsBodyShape(PERSON_FREE_FIELDS);
export const personFreeFieldsReplyShape = freeFieldsReplyShape(PERSON_FREE_FIELDS);
