import type { AppDeps } from '../../types';
import { documentUrl, latestDocument } from '../documents/index';

/** identity_card_url and address_proof_url of the user: their latest live upload in each slot. */
export async function userDocumentUrls(
  deps: Pick<AppDeps, 'db' | 'config'>,
  userId: string,
): Promise<{ identityCard: string | null; addressProof: string | null }> {
  const subject = { subjectType: 'user', subjectId: userId } as const;
  const [identityCard, addressProof] = await Promise.all([
    latestDocument(deps.db, { ...subject, type: 'identity_card' }),
    latestDocument(deps.db, { ...subject, type: 'proof_of_address' }),
  ]);
  const url = (row: { id: string } | undefined) =>
    row ? documentUrl(deps.config.publicApiUrl, row.id) : null;
  return { identityCard: url(identityCard), addressProof: url(addressProof) };
}
