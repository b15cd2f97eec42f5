import { businessEntity } from '@app/domain';

/**
 * The translation context of a business's words: a sole trader's activity ("votre activité",
 * `_business`), an association's (`_association`), or a company's (the keys without a suffix).
 */
export function businessContext(
  legalForm: string | null | undefined,
): 'business' | 'association' | undefined {
  const entity = businessEntity(legalForm || null);
  return entity === 'company' ? undefined : entity;
}
