import { z } from 'zod';
import { optionalString } from './fields';

/**
 * How a free field is typed and checked: `text` as given, `url` a web address (the scheme may
 * be left out: "cabinet-martin.fr" is kept as "https://cabinet-martin.fr").
 */
export type FreeFieldKind = 'text' | 'url';

/**
 * The company's optional free fields: asked on the company form, kept in a column of the same
 * name, answered as they are. Adding one is this line, its column (a migration) and its label.
 */
export const COMPANY_FREE_FIELDS = {
  /** The practice's or company's website: the bank looks at a company's public presence. */
  website: 'url',
} as const satisfies Record<string, FreeFieldKind>;

export type CompanyFreeField = keyof typeof COMPANY_FREE_FIELDS;
export const COMPANY_FREE_FIELD_NAMES = Object.keys(COMPANY_FREE_FIELDS) as CompanyFreeField[];

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

// Both kinds have the same shape (a checked string or null), so the body's type stays one.
const bodySchemaOf = { text: optionalString().transform((value) => value), url: webAddressSchema } as const;

type FreeFieldsShape<Schema> = { [Field in CompanyFreeField]: Schema };

const eachFreeField = <Value>(value: (field: CompanyFreeField) => Value) =>
  Object.fromEntries(COMPANY_FREE_FIELD_NAMES.map((field) => [field, value(field)])) as Record<
    CompanyFreeField,
    Value
  >;

/** The free fields of the company body: each optional, checked by its kind. */
export const companyFreeFieldsBodyShape = eachFreeField(
  (field) => bodySchemaOf[COMPANY_FREE_FIELDS[field]],
) as FreeFieldsShape<typeof webAddressSchema>;

/** The free fields of the company reply: each a string, or null when not given. */
export const companyFreeFieldsReplyShape = eachFreeField(() => z.string().nullable()) as FreeFieldsShape<
  z.ZodNullable<z.ZodString>
>;

/** The values to store from a checked body: null for what was not given. */
export const companyFreeFieldValues = (body: Partial<Record<CompanyFreeField, string | null>>) =>
  eachFreeField((field) => body[field] ?? null);
