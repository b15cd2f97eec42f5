import type { App } from '../../types';
import { replyFor } from '../reply-schemas';

/** Runtime configuration for the web app: flags, brand and limits change without a rebuild. */
export default async function getConfig(app: App) {
  app.get('/config', { schema: { tags: ['system'], response: replyFor('GET /config') } }, async () => {
    const { config } = app.deps;
    return {
      brand: { ...config.brand, bankName: config.bank.name },
      bank: config.bankIdentity,
      price: config.price,
      features: { ...config.features, proSanteConnect: config.proSanteConnect !== null },
      helpCenterUrl: config.helpCenterUrl ?? null,
      upload: config.upload,
      limitedLiabilityForms: config.limitedLiabilityForms,
      appCheck: { mode: config.appCheck.mode },
    };
  });
}
