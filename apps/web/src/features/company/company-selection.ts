import type { CompanySearchResultReply, EstablishmentReply } from '@app/domain';

/**
 * What the choice needs of a result: its numbers and establishment count. The register always
 * counts; a result without a count still reads as "unknown" and has its establishments loaded.
 */
export type SelectableResult = Pick<CompanySearchResultReply, 'siren' | 'siret'> &
  Partial<CompanySearchResultReply>;

/** What selecting a search result leads to (spec §2.4, §4). */
export type SelectionStep =
  | { kind: 'lookup'; siret: string }
  | { kind: 'headquarter' }
  | { kind: 'load-establishments'; siren: string };

/** One establishment: save by SIRET at once; several: headquarter choice; none known: load them. */
export function selectionStep(result: SelectableResult): SelectionStep {
  const count = result.establishmentCount;
  if (count === 1 && result.siret) return { kind: 'lookup', siret: result.siret };
  if (count !== undefined && count > 1) return { kind: 'headquarter' };
  return { kind: 'load-establishments', siren: result.siren };
}

/** After loading the establishments: one goes to the lookup, several to the choice, none to the form. */
export type EstablishmentsStep =
  | { kind: 'lookup'; siret: string }
  | { kind: 'headquarter' }
  | { kind: 'manual' };

export function establishmentsStep(
  establishments: readonly Pick<EstablishmentReply, 'siret'>[],
): EstablishmentsStep {
  const [only] = establishments;
  if (establishments.length === 1 && only) return { kind: 'lookup', siret: only.siret };
  if (establishments.length > 1) return { kind: 'headquarter' };
  return { kind: 'manual' };
}
