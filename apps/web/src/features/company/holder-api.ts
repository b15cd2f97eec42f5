import type { PersonReply } from '@app/domain';
import { callApi } from '../../lib/api-client';

/**
 * A sole trader's own person entry (the account user's): what the business form shows of their
 * due diligence, and what the directory said of their RPPS / ADELI number.
 */
export async function fetchHolderEntry(companyId: string): Promise<PersonReply | null> {
  const people = await callApi('GET /representatives', { query: { companyId } });
  return people.find((entry): entry is PersonReply => !entry.is_company && entry.is_user) ?? null;
}
