import type { AppDeps } from '../../types';

/**
 * identity_card_url and address_proof_url of the user (documents module).
 * TODO(documents): read the documents table once it has landed.
 */
export async function userDocumentUrls(
  _deps: Pick<AppDeps, 'db' | 'config'>,
  _userId: string,
): Promise<{ identityCard: string | null; addressProof: string | null }> {
  return { identityCard: null, addressProof: null };
}
