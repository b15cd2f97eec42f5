import { contentDisposition } from '../../modules/documents/file-name';
import type { App } from '../../types';
import { signedInUserId } from '../signed-in-user';

/** The action a data export's strong authentication is validated for. */
export const DATA_EXPORT_SCA_ACTION = 'data.export';

/**
 * POST /user/data-export: the customer downloads everything the bank holds about them, a ZIP
 * streamed to them. Strong customer authentication first (399 until a challenge for this action
 * is validated): the archive is their whole file, identity documents included.
 */
export default async function postDataExport(app: App) {
  app.post(
    '/user/data-export',
    {
      preHandler: [app.authenticate, app.requireSca(DATA_EXPORT_SCA_ACTION)],
      // A file, not JSON: no response schema (its contract entry says `reply: null`).
      schema: { tags: ['user'], security: [{ bearer: [] }] },
    },
    async (request, reply) => {
      const { fileName, stream } = await app.services.dataExport.export(signedInUserId(request), {
        locale: request.locale,
        requestId: String(request.id),
        log: request.log,
      });
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', contentDisposition(fileName, 'attachment'))
        .header('cache-control', 'private, no-store')
        .send(stream);
    },
  );
}
