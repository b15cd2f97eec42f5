import type { App } from '../../../types';
import getCompanyKyc from './get-company-kyc';
import getKycQuestions from './get-kyc-questions';
import putCompanyKyc from './put-company-kyc';

export async function kycRoutes(app: App): Promise<void> {
  await app.register(getKycQuestions);
  await app.register(getCompanyKyc);
  await app.register(putCompanyKyc);
}
