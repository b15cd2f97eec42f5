import type { DocumentSubjectType } from '../../src/db/tables/documents';
import { newId } from '../../src/ids';
import type { AppDeps } from '../../src/types';

/** Document metadata written straight to the table: enough for the checks that a proof is on file. */
export async function insertDocument(
  deps: AppDeps,
  input: { userId: string; subjectType: DocumentSubjectType; subjectId: string; type: string },
): Promise<string> {
  const id = newId();
  await deps.db
    .insertInto('documents')
    .values({
      id,
      user_id: input.userId,
      subject_type: input.subjectType,
      subject_id: input.subjectId,
      type: input.type,
      file_name: `${input.type}.pdf`,
      mime_type: 'application/pdf',
      size: 1024,
      sha256: '0'.repeat(64),
      storage_key: `test/${id}`,
      created_at: deps.clock.now().toISOString(),
      deleted_at: null,
    })
    .execute();
  return id;
}
