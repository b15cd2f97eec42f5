import { z } from 'zod';

export const RepresentativeParamsSchema = z.object({ representativeId: z.string().max(64) });
/** companyId in the query, when the client sends it, must be the representative's own company. */
export const OptionalCompanyQuerySchema = z.object({ companyId: z.string().max(64).optional() });
/** A person or mandate object: its rules depend on the company (journey, shares), checked by the service. */
export const PersonBodySchema = z.record(z.string(), z.unknown());
