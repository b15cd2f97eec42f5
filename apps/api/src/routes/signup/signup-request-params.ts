import { z } from 'zod';

export const SignupRequestParamsSchema = z.object({ uuid: z.uuid() });
