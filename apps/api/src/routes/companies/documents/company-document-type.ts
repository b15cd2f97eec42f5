import { COMPANY_DOCUMENT_KINDS } from '@app/domain';
import { z } from 'zod';

/** kbis, activity_proof, status, status_project, proof_of_address, gm_minutes. */
export const CompanyDocumentTypeSchema = z.enum(COMPANY_DOCUMENT_KINDS);

export const CompanyParamsSchema = z.object({ id: z.string().min(1).max(100) });
export const CompanySlotParamsSchema = CompanyParamsSchema.extend({ type: CompanyDocumentTypeSchema });
