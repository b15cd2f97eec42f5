import { z } from 'zod';
import type { App } from '../../types';

const RuntimeConfigSchema = z.object({
  brand: z.object({
    name: z.string(),
    primaryColor: z.string(),
    bankName: z.string(),
    websiteUrl: z.string(),
  }),
  features: z.object({
    help: z.boolean(),
    languageChange: z.boolean(),
    signupRequest: z.boolean(),
    forcedLogin: z.boolean(),
    contact: z.enum(['form', 'link', 'off']),
  }),
  helpCenterUrl: z.string().nullable(),
  upload: z.object({ maxFileBytes: z.number(), maxFiles: z.number() }),
  limitedLiabilityForms: z.array(z.string()),
  appCheck: z.object({ mode: z.enum(['enforce', 'report']) }),
});

/** Runtime configuration for the web app: flags, brand and limits change without a rebuild. */
export default async function getConfig(app: App) {
  app.get('/config', { schema: { tags: ['system'], response: { 200: RuntimeConfigSchema } } }, async () => {
    const { config } = app.deps;
    return {
      brand: { ...config.brand, bankName: config.bank.name },
      features: config.features,
      helpCenterUrl: config.helpCenterUrl ?? null,
      upload: config.upload,
      limitedLiabilityForms: config.limitedLiabilityForms,
      appCheck: { mode: config.appCheck.mode },
    };
  });
}
