import { z } from 'zod';
import type { App } from '../../types';
import { IdSchema, signedInUserId } from '../signed-in-user';

/** ASCII fallback plus the UTF-8 name (RFC 6266), so accented holder names survive. */
const contentDisposition = (fileName: string) =>
  `attachment; filename="${fileName.replace(/[^\x20-\x7e]/g, '_').replace(/"/g, '')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;

/** GET /accounts/{uuid}/rib.pdf: the bank details of the user's account (the success page downloads it). */
export default async function getRibPdf(app: App) {
  app.get(
    '/accounts/:uuid/rib.pdf',
    {
      // The journey is complete by then: authentication only, not requireOpenJourney.
      preHandler: app.authenticate,
      schema: { tags: ['accounts'], params: z.object({ uuid: IdSchema }) },
    },
    async (request, reply) => {
      const { fileName, bytes } = await app.services.accounts.ribPdf(
        request.params.uuid,
        signedInUserId(request),
      );
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', contentDisposition(fileName))
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(bytes));
    },
  );
}
