import type { Insertable } from 'kysely';
import { newId } from '../../ids';
import type { SignupRequestsTable } from '../tables/signup-requests';

/** The source of a request standing for an opening begun in the web journey (never reported to the insurer). */
export const WEB_SOURCE = 'web';

/** What a web request is written from: the person who holds it. */
export interface WebRequestOwner {
  id: string;
  registration_type: 'existing_company' | 'new_company';
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
}

/** A request of the person's own for an opening begun in the web journey, in progress at once. */
export function webRequestRow(
  user: WebRequestOwner,
  now: string,
  company?: { name: string; siren: string | null },
): Insertable<SignupRequestsTable> & { id: string } {
  return {
    id: newId(),
    user_id: user.id,
    type: user.registration_type,
    status: 'processing',
    company_name: company?.name ?? null,
    siren: company?.siren ?? null,
    last_name: user.last_name,
    first_name: user.first_name,
    phone: user.phone,
    email: user.email,
    company_data: null,
    source: WEB_SOURCE,
    created_at: now,
    updated_at: now,
    partner_id: null,
    link_emailed_at: null,
  };
}
