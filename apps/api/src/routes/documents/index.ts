import type { App } from '../../types';
import deleteCompanyDocument from '../companies/documents/delete-company-document';
import deleteCompanySlot from '../companies/documents/delete-company-slot';
import getCompanyDocuments from '../companies/documents/get-company-documents';
import getCompanySlotDocuments from '../companies/documents/get-company-slot-documents';
import postCompanyDocument from '../companies/documents/post-company-document';
import deleteRepresentativeDocument from '../representatives/documents/delete-representative-document';
import getRepresentativeDocuments from '../representatives/documents/get-representative-documents';
import getRepresentativeSlotDocuments from '../representatives/documents/get-representative-slot-documents';
import postRepresentativeDocument from '../representatives/documents/post-representative-document';
import deleteUserDocument from '../user/documents/delete-user-document';
import getUserDocuments from '../user/documents/get-user-documents';
import postUserDocument from '../user/documents/post-user-document';
import deleteDocument from './delete-document';
import getDocument from './get-document';

/** Every document route: the user's, the company's, the representatives' and the files themselves. */
export async function documentRoutes(app: App): Promise<void> {
  for (const route of [
    getDocument,
    deleteDocument,
    postUserDocument,
    getUserDocuments,
    deleteUserDocument,
    postCompanyDocument,
    getCompanyDocuments,
    getCompanySlotDocuments,
    deleteCompanyDocument,
    deleteCompanySlot,
    postRepresentativeDocument,
    getRepresentativeDocuments,
    getRepresentativeSlotDocuments,
    deleteRepresentativeDocument,
  ]) {
    await app.register(route);
  }
}
