import { z } from 'zod';
import { IdSchema } from '../signed-in-user';

/** ?archive=true replaces the slot's current documents (ArchiveQuerySchema); false (the default) adds to them. */
export const isArchive = (value: string | undefined) => value === 'true' || value === '1';

export const NoContentSchema = z.null().describe('No content');

/** The path of a subject's documents: /companies/{id}/documents, /representatives/{id}/documents. */
export const SubjectParamsSchema = z.object({ id: IdSchema });

/** The path of one of a subject's slots, among the kinds of slots that subject has. */
export const slotParamsSchema = <const Kinds extends readonly [string, ...string[]]>(kinds: Kinds) =>
  SubjectParamsSchema.extend({ type: z.enum(kinds) });
