import {
  allSharesAllocated,
  hasBeneficialOwner,
  isBeneficialOwner,
  type RepresentativeReply,
  remainingShares,
  sharesPercentage,
} from '@app/domain';
import { isPerson } from './representative-entry';

/** The user's own entry cannot be deleted (spec §6). */
export const canDelete = (entry: RepresentativeReply): boolean => entry.is_company || !entry.is_user;

/** A company mandate is not edited in the person form (spec §2.4). */
export const canEdit = (entry: RepresentativeReply): boolean => !entry.is_company;

/** Shares the other entries leave free for `entry` (for a new entry, what the whole list leaves). */
export const sharesLeftFor = (
  entries: readonly RepresentativeReply[],
  entry: RepresentativeReply | null | undefined,
  totalShares: number,
): number =>
  remainingShares(
    totalShares,
    entries
      .filter((candidate) => candidate.id !== entry?.id)
      .map((candidate) => candidate.shareholders_value),
  );

export type SubtitlePart =
  | { kind: 'account_representative' }
  | { kind: 'job'; code: string }
  | { kind: 'beneficial_owner' }
  | { kind: 'shareholder'; percentage: number; shares: number; totalShares: number };

/**
 * What the entry's subtitle says: account representative, job title, beneficial owner, shareholder
 * at X % of the company's declared shares (the same count the beneficial-owner rule reads).
 */
export function subtitleParts(entry: RepresentativeReply, totalShares: number): SubtitlePart[] {
  const parts: SubtitlePart[] = [];
  if (isPerson(entry) && entry.is_user) parts.push({ kind: 'account_representative' });
  if (entry.is_mandatary && entry.title_code && entry.title_code !== 'NON')
    parts.push({ kind: 'job', code: entry.title_code });
  if (isPerson(entry) && isBeneficialOwner(entry, totalShares)) parts.push({ kind: 'beneficial_owner' });
  if (entry.shareholders_value > 0)
    parts.push({
      kind: 'shareholder',
      percentage: sharesPercentage(entry.shareholders_value, totalShares),
      shares: entry.shareholders_value,
      totalShares,
    });
  return parts;
}

export interface ListState {
  /** The account user appears in the list. */
  userSet: boolean;
  hasBeneficialOwner: boolean;
  /** Enrollment: every share is allocated. */
  sharesAllocated: boolean;
  canSubmit: boolean;
}

/**
 * Submit is enabled with a non-empty list, at least one beneficial owner and the certification
 * ticked; enrollment also needs every share allocated (spec §4).
 */
export function listState(input: {
  entries: readonly RepresentativeReply[];
  certified: boolean;
  journey: 'signup' | 'enrollment';
  totalShares: number;
}): ListState {
  const people = input.entries.filter(isPerson);
  const owner = hasBeneficialOwner(people, input.totalShares);
  const allocated =
    input.journey === 'signup' ||
    allSharesAllocated(
      input.totalShares,
      input.entries.map((entry) => entry.shareholders_value),
    );
  return {
    userSet: people.some((person) => person.is_user),
    hasBeneficialOwner: owner,
    sharesAllocated: allocated,
    canSubmit: input.entries.length > 0 && owner && input.certified && allocated,
  };
}
