import type { App } from '../../../types';
import getLegalForms from '../../legal-forms/get-legal-forms';
import getNafcode from '../../nafcode/get-nafcode';
import getCompanyEstablishments from '../establishments/get-company-establishments';
import postCompanySiret from '../lookup/post-company-siret';
import getCompaniesSearch from './get-companies-search';

/** The company register's routes and the code tables the company form's dropdowns page through. */
export async function registryRoutes(app: App): Promise<void> {
  await app.register(getCompaniesSearch);
  await app.register(getCompanyEstablishments);
  await app.register(postCompanySiret);
  await app.register(getLegalForms);
  await app.register(getNafcode);
}
