import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildHttpCustomer, type HttpCustomer } from '../helpers/http-customer';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { DEMO_EU_LIST_PATH, DEMO_NATIONAL_REGISTER_PATH, importLists } from './screening-fixtures';

/** Listed demo persons and a listed entity, declared another way than the lists write them. */
const LISTED_PEOPLE = [
  { first_name: 'Sergei', last_name: 'Vorontsevitch', birth_date: '1961-04-12' },
  { first_name: 'Ekaterina', last_name: 'Solntseva', birth_date: null },
];
const LISTED_COMPANY = 'Severnaya Zvezda Trading SARL';

let t: TestApp;
const customers: HttpCustomer[] = [];
/** The base rescreened by the calling thread alone: its run and its hits, what the threads must match. */
let inline: { total: number; hits: number };
let byCallingThread: Awaited<ReturnType<typeof recordedHits>>;

/** Every recorded hit as an operator and the insurer read it: who, which entry of which version, how close, why. */
async function recordedHits() {
  const rows = await t.deps.db
    .selectFrom('screening_hits')
    .select([
      'subject_type',
      'subject_id',
      'company_id',
      'list',
      'version',
      'entry_id',
      'entry_name',
      'score',
      'reasons',
    ])
    .execute();
  return rows
    .map((row) => ({ ...row, score: Number(row.score), reasons: JSON.parse(row.reasons) as unknown }))
    .sort((a, b) =>
      `${a.subject_id}${a.version}${a.entry_id}`.localeCompare(`${b.subject_id}${b.version}${b.entry_id}`),
    );
}

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_ENABLED: 'false' } });
  for (const marker of ['Workerone', 'Workertwo', 'Workerthree']) {
    customers.push(await buildHttpCustomer(t, { marker, complete: false }));
  }
  await importLists(t.deps, [DEMO_NATIONAL_REGISTER_PATH, DEMO_EU_LIST_PATH]);
  for (const [i, person] of LISTED_PEOPLE.entries()) {
    await t.deps.db
      .updateTable('representatives')
      .set(person)
      .where('id', '=', customers[i]?.representativeId as string)
      .execute();
  }
  await t.deps.db
    .updateTable('companies')
    .set({ name: LISTED_COMPANY })
    .where('id', '=', customers[2]?.companyId as string)
    .execute();
  const run = await t.app.services.screening.rescreenBase({ pageSize: 1, workers: 0 });
  inline = { total: Number(run.total), hits: Number(run.hits) };
  byCallingThread = await recordedHits();
}, 60_000);
afterAll(async () => t?.close());

describe('a rescreen scored in worker threads', () => {
  it('records the same hits as one scored by the calling thread', async () => {
    // The listed people and the listed company, each on both lists where listed there.
    expect(new Set(byCallingThread.map((hit) => hit.subject_id))).toEqual(
      new Set([customers[0]?.representativeId, customers[1]?.representativeId, customers[2]?.companyId]),
    );
    const screening = t.app.services.screening;
    await t.deps.db.deleteFrom('screening_hits').execute();
    const threaded = await screening.rescreenBase({ pageSize: 1, workers: 2, workersFrom: 0 });
    expect(threaded).toMatchObject({ done: inline.total, total: inline.total, hits: inline.hits });
    expect(threaded.finished_at).not.toBeNull();
    expect(await recordedHits()).toEqual(byCallingThread);
  }, 60_000);

  it('stopped after its first page, goes on from there in threads and screens everyone once', async () => {
    const screening = t.app.services.screening;
    await t.deps.db.deleteFrom('screening_hits').execute();
    const crash = new Error('process killed');
    await expect(
      screening.rescreenBase({
        pageSize: 1,
        workers: 2,
        workersFrom: 0,
        onProgress: () => {
          throw crash;
        },
      }),
    ).rejects.toBe(crash);
    const stopped = await screening.unfinishedRescreen();
    expect(stopped).toMatchObject({ done: 1, phase: 'person', finished_at: null });

    const finished = await screening.rescreenBase({ pageSize: 1, workers: 2, workersFrom: 0 });
    expect(finished.id).toBe(stopped?.id);
    expect(finished.done).toBe(stopped?.total);
    expect(finished.finished_at).not.toBeNull();
    expect(await screening.unfinishedRescreen()).toBeUndefined();
    expect(await recordedHits()).toEqual(byCallingThread);
  }, 60_000);
});
