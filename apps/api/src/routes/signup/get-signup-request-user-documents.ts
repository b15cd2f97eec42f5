import { DocumentListSchema, listDocuments, toDocumentDto } from '../../modules/documents/index';
import { createSignupRequestService } from '../../modules/signup-requests/signup-request.service';
import type { App } from '../../types';
import { SignupRequestParamsSchema } from './signup-request-params';

/** The identity documents already uploaded by the request's user; only that user, signed in. */
export default async function getSignupRequestUserDocuments(app: App) {
  const requests = createSignupRequestService(app.deps);
  app.get(
    '/signup/request/:uuid/user/documents',
    {
      schema: {
        tags: ['signup-request'],
        security: [{ bearer: [] }],
        params: SignupRequestParamsSchema,
        response: { 200: DocumentListSchema },
      },
      preHandler: app.authenticate,
    },
    async (request) => {
      const userId = request.auth?.userId ?? '';
      await requests.owned(request.params.uuid, userId);
      const rows = await listDocuments(app.deps.db, { subjectType: 'user', subjectId: userId });
      return rows.map((row) => toDocumentDto(app.deps.config.publicApiUrl, row));
    },
  );
}
