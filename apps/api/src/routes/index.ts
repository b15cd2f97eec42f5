import type { App } from '../types';
import { appCheckRoutes } from './app-check/index';
import { companyRoutes } from './companies/company-routes';
import { registryRoutes } from './companies/search/index';
import getConfig from './config/get-config';
import { contactRoutes } from './contact/index';
import { devRoutes } from './dev/index';
import { documentRoutes } from './documents/index';
import getHealth from './health/get-health';
import { scaRoutes } from './sca/index';
import { signupRoutes } from './signup/index';
import { userRoutes } from './user/index';
import { voucherRoutes } from './voucher/index';

/** Every route of the API; each file registers one route, folders mirror the URLs. */
export async function registerRoutes(app: App): Promise<void> {
  await app.register(getHealth);
  await app.register(getConfig);
  await appCheckRoutes(app);
  await voucherRoutes(app);
  await userRoutes(app);
  await contactRoutes(app);
  await devRoutes(app);
  await signupRoutes(app);
  await companyRoutes(app);
  await registryRoutes(app);
  await scaRoutes(app);
  await documentRoutes(app);
}
