import { sql } from 'kysely';
import { z } from 'zod';
import type { App } from '../../types';

export default async function getHealth(app: App) {
  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        response: { 200: z.object({ status: z.literal('ok'), database: z.enum(['sqlite', 'postgres']) }) },
      },
    },
    async () => {
      await sql`select 1`.execute(app.deps.db);
      return { status: 'ok' as const, database: app.deps.engine };
    },
  );
}
