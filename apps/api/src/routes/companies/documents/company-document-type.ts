import { COMPANY_DOCUMENT_KINDS } from '@app/domain';
import { slotParamsSchema } from '../../documents/schemas';

/** /companies/{id}/documents/{type}: one of the domain's company document kinds. */
export const CompanySlotParamsSchema = slotParamsSchema(COMPANY_DOCUMENT_KINDS);
