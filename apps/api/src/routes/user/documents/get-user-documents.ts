import type { App } from '../../../types';
import { listOptions } from '../../documents/document-route';
import { signedInUserId } from '../../signed-in-user';

/** The user's own documents (identity card, proof of address), oldest first. */
export default async function getUserDocuments(app: App) {
  app.get('/user/documents', listOptions(app, 'GET /user/documents', {}), async (request) => {
    const { documents } = app.services;
    return documents.replies(
      await documents.list({ subjectType: 'user', subjectId: signedInUserId(request) }),
    );
  });
}
