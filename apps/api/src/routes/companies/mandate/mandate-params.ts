import { z } from 'zod';
import { IdSchema } from '../../signed-in-user';

/** The path of one company mandate: the company being opened and the mandate's id. */
export const MandateParamsSchema = z.object({ companyId: IdSchema, mandateId: IdSchema });
