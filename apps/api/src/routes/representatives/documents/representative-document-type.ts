import { REPRESENTATIVE_DOCUMENT_KINDS } from '@app/domain';
import { z } from 'zod';

/** identity_card, identity_photo, mandate. */
export const RepresentativeDocumentTypeSchema = z.enum(REPRESENTATIVE_DOCUMENT_KINDS);

export const RepresentativeParamsSchema = z.object({ id: z.string().min(1).max(100) });

/** The client names the representative's company; when it does, it must be the right one. */
export const CompanyQuerySchema = z.object({ companyId: z.string().min(1).max(100).optional() });
