import { Readable } from 'node:stream';
import { expect } from 'vitest';
import { newOperator } from '../backoffice/operator-kit';
import { enrollmentCompany } from '../companies/company-bodies';
import { signUpOverHttp } from '../helpers/http-customer';
import type { TestApp } from '../helpers/test-app';
import { insertDocument } from '../representatives/document-fixtures';

/** A customer's opening never submitted, with one document whose file is really stored. */
export async function abandonedOpening(t: TestApp, email: string, name: string) {
  const user = await signUpOverHttp(t, { email, registrationType: 'new_company' });
  const created = await t.app.inject({
    method: 'POST',
    url: '/companies',
    headers: user.headers,
    payload: enrollmentCompany({ name }),
  });
  expect(created.statusCode, created.body).toBe(201);
  const companyId = created.json().id as string;
  const documentId = await insertDocument(t.deps, {
    userId: user.id,
    subjectType: 'company',
    subjectId: companyId,
    type: 'status_project',
  });
  // The document's id as its key, as an upload leaves it.
  const storageKey = documentId;
  await t.deps.db
    .updateTable('documents')
    .set({ storage_key: storageKey })
    .where('id', '=', documentId)
    .execute();
  await t.deps.storage.put(storageKey, Readable.from([Buffer.from('%PDF-1.4 statuts')]));
  return { user, companyId, documentId, storageKey };
}

/** The bank's legal hold, written as the back-office sets it; returns its id. */
export async function putLegalHold(t: TestApp, companyId: string): Promise<string> {
  const supervisor = await newOperator(t, 'supervisor');
  const id = `hold-${companyId}`;
  await t.deps.db
    .insertInto('legal_holds')
    .values({
      id,
      company_id: companyId,
      reason: 'Réquisition judiciaire',
      set_by: supervisor.id,
      set_at: t.deps.clock.now().toISOString(),
      lift_reason: null,
      lifted_by: null,
      lifted_at: null,
    })
    .execute();
  return id;
}

/**
 * Every table that still names the opening, by a `company_id` or a `case_id` column, with its
 * count: read from the schema itself, so a table added later cannot be forgotten by the purge.
 * The journal (`audit_entries`) is left out: it outlives the data and keeps ids only.
 */
export async function tablesNaming(t: TestApp, companyId: string): Promise<Record<string, number>> {
  const found: Record<string, number> = {};
  const tables = await t.deps.db.introspection.getTables();
  for (const table of tables) {
    if (table.name === 'audit_entries' || table.name.startsWith('kysely_')) continue;
    const columns = ['id', 'company_id', 'case_id'].filter((column) =>
      table.columns.some((c) => c.name === column && (column !== 'id' || table.name === 'companies')),
    );
    for (const column of columns) {
      const row = await t.deps.db
        // biome-ignore lint/suspicious/noExplicitAny: a table read from the schema, not the typed model.
        .selectFrom(table.name as any)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        // biome-ignore lint/suspicious/noExplicitAny: idem.
        .where(column as any, '=', companyId)
        .executeTakeFirstOrThrow();
      if (Number(row.n) > 0) found[`${table.name}.${column}`] = Number(row.n);
    }
  }
  return found;
}
