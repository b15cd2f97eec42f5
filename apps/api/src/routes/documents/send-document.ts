import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import type { DocumentRow } from '../../modules/documents';
import { contentDisposition } from '../../modules/documents/file-name';
import type { App } from '../../types';

/** The decrypted file under its original name, never cached (spec §7: fetched as a blob). */
export async function sendDocument(app: App, reply: FastifyReply, row: DocumentRow, log: FastifyBaseLogger) {
  const stream = await app.services.documents.open(row, log);
  return reply
    .header('content-type', row.mime_type)
    .header('content-length', row.size)
    .header('content-disposition', contentDisposition(row.file_name))
    .header('cache-control', 'private, no-store')
    .send(stream);
}
