import type { App } from '../../types';
import getRibPdf from '../accounts/get-rib-pdf';
import postCompanyCertification from '../company-certification/post-company-certification';
import { representativeRoutes } from '../representatives/representative-routes';
import getValidateRepresentatives from './get-validate-representatives';
import { kycRoutes } from './kyc/index';
import deleteMandate from './mandate/delete-mandate';
import patchMandate from './mandate/patch-mandate';
import postMandate from './mandate/post-mandate';
import postCompany from './post-company';
import postCompanyComplete from './post-company-complete';
import putCompany from './put-company';

/** The company and representatives steps (company, certification, KYC, people, mandates), completion and the RIB. */
export async function companyRoutes(app: App): Promise<void> {
  await app.register(postCompany);
  await app.register(putCompany);
  await app.register(postCompanyCertification);
  await kycRoutes(app);
  await representativeRoutes(app);
  await app.register(getValidateRepresentatives);
  await app.register(postMandate);
  await app.register(patchMandate);
  await app.register(deleteMandate);
  await app.register(postCompanyComplete);
  await app.register(getRibPdf);
}
