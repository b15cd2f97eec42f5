import type { DocumentRow, DocumentService } from '../../modules/documents';
import type { App } from '../../types';
import { signedInUserId } from '../signed-in-user';
import { SignupRequestParamsSchema } from '../signup/signup-request-params';
import { listOptions } from './document-route';

type Owner = 'user' | 'company';

type Rows = (documents: DocumentService, userId: string, requestId: string) => Promise<DocumentRow[]>;

const ROWS: Record<Owner, Rows> = {
  user: (documents, userId) => documents.list({ subjectType: 'user', subjectId: userId }),
  // Each opening has its own company: the request's, not any company of the user.
  company: (documents, userId, requestId) => documents.ofRequestCompany(requestId, userId),
};

/**
 * GET /signup/request/{uuid}/{owner}/documents: what the request's user already uploaded for
 * themselves or for their company; only that user, signed in (404 for anyone else).
 */
export const signupRequestDocuments = (owner: Owner) =>
  async function getSignupRequestDocuments(app: App) {
    app.get(
      `/signup/request/:uuid/${owner}/documents`,
      listOptions(app, `GET /signup/request/{uuid}/${owner}/documents`, {
        tags: ['signup-request'],
        params: SignupRequestParamsSchema,
      }),
      async (request) => {
        const userId = signedInUserId(request);
        const signupRequest = await app.services.signupRequests.owned(request.params.uuid, userId);
        const { documents } = app.services;
        return documents.replies(await ROWS[owner](documents, userId, signupRequest.id));
      },
    );
  };
