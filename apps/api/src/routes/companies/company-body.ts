import { z } from 'zod';

/**
 * The company object. Its rules depend on the user's journey (known on the server only), so the
 * route accepts any object and the service checks it with the domain's companySchema({ journey }).
 */
export const CompanyBodySchema = z.record(z.string(), z.unknown());
