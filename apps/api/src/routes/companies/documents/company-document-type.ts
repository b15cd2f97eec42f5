import { COMPANY_DOCUMENT_KINDS } from '@app/domain';
import { slotParamsSchema } from '../../documents/schemas';

/** /companies/{id}/documents/{type}: kbis, activity_proof, status, status_project, proof_of_address, gm_minutes. */
export const CompanySlotParamsSchema = slotParamsSchema(COMPANY_DOCUMENT_KINDS);
