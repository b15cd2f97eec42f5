/**
 * The person's fields sit at the form's root (a representative, a shareholder) or under a group
 * (the sole trader's `holder.`): one set of field components serves both, named from the prefix.
 */
export type PersonFieldPrefix = '' | `${string}.`;

export function fieldName(prefix: PersonFieldPrefix, field: string): string {
  return `${prefix}${field}`;
}
