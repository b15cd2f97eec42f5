import { USER_DOCUMENT_KINDS, type UserDocumentKind } from '@app/domain';
import { z } from 'zod';

/** The user's slots; address_proof (the entity's name for it) is accepted for proof_of_address. */
export const UserDocumentTypeSchema = z.enum([...USER_DOCUMENT_KINDS, 'address_proof']);

export const userSlotType = (type: z.infer<typeof UserDocumentTypeSchema>): UserDocumentKind =>
  type === 'address_proof' ? 'proof_of_address' : type;
