import type { CompanyMandate, PersonReply, Representative } from '@app/domain';

/** The yes/no questions the person and the company-mandate forms both ask, under the domain's names. */
export const ROLE_QUESTIONS = [
  'is_mandatary',
  'is_shareholder',
  'is_fatca',
  'has_foreign_tax_country',
] as const satisfies readonly (keyof Representative & keyof CompanyMandate)[];

/** Yes/no questions as a form holds them: null until answered. */
export type YesNoValues<Key extends string> = Record<Key, boolean | null>;

/** What both forms hold alike: the role questions, the title, the shares and the tax country as typed. */
export type RoleFormValues = YesNoValues<(typeof ROLE_QUESTIONS)[number]> & {
  title_code: string;
  shareholders_value: string;
  foreign_tax_country: string;
};

export const yesNo = (value: boolean | null | undefined): boolean | null =>
  typeof value === 'boolean' ? value : null;

/** A saved entry's answers to the given questions, null where it has none. */
export function yesNoValues<Key extends string>(
  entry: Partial<Record<Key, boolean | null>> | null,
  questions: readonly Key[],
): YesNoValues<Key> {
  return Object.fromEntries(questions.map((key) => [key, yesNo(entry?.[key])])) as YesNoValues<Key>;
}

/** The answers as the domain schema reads them: a question not answered yet is left undefined. */
export function yesNoAnswers<Key extends string>(
  values: YesNoValues<Key>,
  questions: readonly Key[],
): Record<Key, boolean | undefined> {
  return Object.fromEntries(questions.map((key) => [key, values[key] ?? undefined])) as Record<
    Key,
    boolean | undefined
  >;
}

/** An entry holding shares is a shareholder whatever it answered; its count is shown as text. */
export const shareholdingValues = (
  entry: Pick<PersonReply, 'is_shareholder' | 'shareholders_value'> | null,
) => ({
  is_shareholder: entry ? (entry.shareholders_value > 0 ? true : yesNo(entry.is_shareholder)) : null,
  shareholders_value: entry && entry.shareholders_value > 0 ? String(entry.shareholders_value) : '',
});

/** Shares as typed (spaces ignored): empty is not answered, anything but digits is invalid (NaN). */
export function typedShares(text: string): number | undefined {
  const digits = text.replace(/\s+/g, '');
  if (digits === '') return undefined;
  return /^\d+$/.test(digits) ? Number(digits) : Number.NaN;
}
