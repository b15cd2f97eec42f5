import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { systemClock } from '../../src/clock';
import { loadConfig } from '../../src/config';
import { repositories } from '../../src/db/repositories';
import { createDeps } from '../../src/deps';
import type { App, AppDeps } from '../../src/types';
import { createTestDb } from '../helpers/test-db';
import { createTestUser, type TestUser } from '../helpers/test-user';
import { makePdf, makePng } from './fixtures';
import { multipart } from './multipart';
import { documentRows, insertCompany, storedFiles } from './subjects';

/** The upload service as another module uses it: a form with a JSON field and files (KYC variant). */
describe('document service for other modules', () => {
  let app: App;
  let deps: AppDeps;
  let destroy: () => Promise<void>;
  let user: TestUser;
  let companyId: string;

  beforeAll(async () => {
    const testDb = await createTestDb();
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: testDb.dataDir, DATABASE_URL: testDb.url });
    deps = await createDeps(config, testDb, systemClock);
    app = await buildApp(deps);
    app.post('/test/kyc-like/:outcome', { preHandler: app.authenticate }, async (request) => {
      const userId = request.auth?.userId ?? '';
      const staged = await app.services.documents.stage(
        request,
        { ownerId: userId, subjectType: 'company', subjectId: companyId, type: 'kyc' },
        { requireFile: false },
      );
      const answers = JSON.parse(staged.fields.jsonBody ?? '{}') as Record<string, string>;
      if ((request.params as { outcome: string }).outcome === 'reject') {
        await staged.discard();
        return { stored: 0, answers };
      }
      const rows = await deps.db.transaction().execute((trx) => staged.commit(trx));
      return { stored: rows.length, answers };
    });
    await app.ready();
    destroy = async () => {
      await app.close();
      await testDb.destroy();
    };
    user = await createTestUser(deps);
    companyId = await insertCompany(deps, user.id);
  });
  afterAll(async () => {
    await destroy();
  });

  const send = (outcome: string, files: Parameters<typeof multipart>[0]) => {
    const body = multipart(files, { jsonBody: JSON.stringify({ '14': 'Patients' }) });
    return app.inject({
      method: 'POST',
      url: `/test/kyc-like/${outcome}`,
      payload: body.payload,
      headers: { ...user.headers, ...body.headers },
    });
  };

  it('hands over the form fields, and stores the files only on commit', async () => {
    const pdf = await makePdf();
    const before = storedFiles(deps.config.dataDir);
    const rejected = await send('reject', [{ field: 'files[]', filename: 'a.pdf', content: pdf }]);
    expect(rejected.json()).toEqual({ stored: 0, answers: { '14': 'Patients' } });
    expect(await documentRows(deps, user.id)).toEqual([]);
    expect(storedFiles(deps.config.dataDir)).toEqual(before);

    const accepted = await send('commit', [
      { field: 'files[]', filename: 'a.pdf', content: pdf },
      { field: 'files[]', filename: 'b.png', content: makePng() },
    ]);
    expect(accepted.json()).toEqual({ stored: 2, answers: { '14': 'Patients' } });
    const noFiles = await send('commit', []);
    expect(noFiles.json()).toEqual({ stored: 0, answers: { '14': 'Patients' } });
  });

  it('answers the questions other modules ask about documents', async () => {
    const subject = { subjectType: 'company' as const, subjectId: companyId };
    const documents = repositories.documents(deps.db);
    expect((await documents.list({ ...subject, type: 'kyc' })).map((row) => row.file_name)).toEqual([
      'a.pdf',
      'b.png',
    ]);
    expect((await documents.latest({ ...subject, type: 'kyc' }))?.file_name).toBe('b.png');
    expect(await documents.has({ ...subject, type: 'kyc' })).toBe(true);
    expect(await documents.has({ ...subject, type: 'kbis' })).toBe(false);
    expect(await documents.missingTypes(subject, ['kbis', 'kyc', 'status'])).toEqual(['kbis', 'status']);
    expect(await documents.has({ subjectType: 'company', subjectId: 'another', type: 'kyc' })).toBe(false);
  });
});
