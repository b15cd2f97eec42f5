import type { MandateReply, PersonReply, RepresentativeReply } from '@app/domain';

export const isPerson = (entry: RepresentativeReply): entry is PersonReply => !entry.is_company;

export const isMandate = (entry: RepresentativeReply): entry is MandateReply => entry.is_company;

/** "First Last" of a person, the company name of a mandate. */
export const entryName = (entry: RepresentativeReply): string =>
  entry.is_company ? entry.name : [entry.first_name, entry.last_name].filter(Boolean).join(' ');
