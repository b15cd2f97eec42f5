import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildHttpCustomer, type HttpCustomer } from '../helpers/http-customer';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { DEMO_EU_LIST_PATH, DEMO_NATIONAL_REGISTER_PATH, importLists } from './screening-fixtures';

/** A variant of a listed demo person (Sergey Vladimirovich Vorontsevich, in both demo lists). */
const LISTED_VARIANT = { first_name: 'Sergei', last_name: 'Vorontsevitch', birth_date: '1961-04-12' };

describe("a case's people and company screened, and the whole base rescreened", () => {
  let t: TestApp;
  let customer: HttpCustomer;
  beforeAll(async () => {
    t = await createTestApp();
    customer = await buildHttpCustomer(t, { marker: 'Screenwell', complete: false });
    await importLists(t.deps, [DEMO_NATIONAL_REGISTER_PATH, DEMO_EU_LIST_PATH]);
    // The representative is renamed as a listed person declared another way.
    await t.deps.db
      .updateTable('representatives')
      .set(LISTED_VARIANT)
      .where('id', '=', customer.representativeId)
      .execute();
  });
  afterAll(async () => t.close());

  it('records one hit per list entry for the listed person, naming the case, the list and the version', async () => {
    expect(await t.app.services.screening.screenCase(customer.companyId)).toBe(2);
    const hits = await t.deps.db
      .selectFrom('screening_hits')
      .selectAll()
      .where('company_id', '=', customer.companyId)
      .orderBy('list')
      .execute();
    expect(hits.map((hit) => [hit.subject_id, hit.list, hit.entry_id, hit.status])).toEqual([
      [customer.representativeId, 'eu_fsf', '990101', 'open'],
      [customer.representativeId, 'fr_gels', '9001', 'open'],
    ]);
    expect(hits[0]?.subject_name).toBe('Sergei Vorontsevitch');
    expect(JSON.parse(hits[0]?.reasons ?? '[]')[0]).toMatchObject({ kind: 'name' });
    expect(await t.app.services.screening.screeningSummary(customer.companyId)).toMatchObject({
      open: 2,
      confirmed: 0,
    });
  });

  it('screening the same case again against the same versions adds no hit', async () => {
    expect(await t.app.services.screening.screenCase(customer.companyId)).toBe(0);
    const { n } = await t.deps.db
      .selectFrom('screening_hits')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(n)).toBe(2);
  });

  it('a rescreen stopped after its first page goes on from there and screens everyone once', async () => {
    await t.deps.db.deleteFrom('screening_hits').execute();
    const screening = t.app.services.screening;
    const crash = new Error('process killed');
    await expect(
      screening.rescreenBase({
        pageSize: 1,
        onProgress: () => {
          throw crash;
        },
      }),
    ).rejects.toBe(crash);
    const stopped = await screening.unfinishedRescreen();
    expect(stopped).toMatchObject({ done: 1, phase: 'person', finished_at: null });
    const total = stopped?.total ?? 0;
    expect(total).toBeGreaterThan(2);

    const finished = await screening.rescreenBase({ pageSize: 1 });
    expect(finished.id).toBe(stopped?.id);
    expect(finished.done).toBe(total);
    expect(finished.finished_at).not.toBeNull();
    expect(await screening.unfinishedRescreen()).toBeUndefined();
    expect(await screening.screeningSummary(customer.companyId)).toMatchObject({ open: 2 });
    expect((await screening.runs()).map((run) => run.id)).toEqual([finished.id]);
  });
});
