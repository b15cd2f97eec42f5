import type { App } from '../../types';
import { replyFor } from '../reply-schemas';

/** The latest rescreens of the base and how far each got, for the operators following them. */
export default async function getBackofficeScreeningRuns(app: App) {
  app.get(
    '/backoffice/screening/runs',
    { schema: { tags: ['backoffice'], response: replyFor('GET /backoffice/screening/runs') } },
    async () => app.services.screening.runReplies(),
  );
}
