import type { App } from '../../types';
import postCompanyCertification from '../company-certification/post-company-certification';
import { kycRoutes } from './kyc/index';
import postCompany from './post-company';
import putCompany from './put-company';

/** The company step: company save, certification and the KYC questionnaire. */
export async function companyRoutes(app: App): Promise<void> {
  await app.register(postCompany);
  await app.register(putCompany);
  await app.register(postCompanyCertification);
  await kycRoutes(app);
}
