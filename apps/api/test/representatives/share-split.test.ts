import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repositories } from '../../src/db/repositories';
import { caseDetail } from '../../src/modules/backoffice/case-detail';
import { signupCompany } from '../companies/company-bodies';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createTestUser } from '../helpers/test-user';
import { signupPerson, userAnswers } from './people-bodies';

// Two associates of a SELARL, 50/50: the company's capital and number of shares are asked, each
// holding is a real percentage, and above 25 % each is a beneficial owner by her shares.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe("an operating company's split of its shares", () => {
  it('computes each holding from the declared shares, makes both associates beneficial owners, and shows the split to the bank', async () => {
    const user = await createTestUser(t.deps);
    const created = await t.app.inject({
      method: 'POST',
      url: '/companies',
      headers: user.headers,
      payload: signupCompany({ capital_amount: '1 000', number_of_actions: '1000' }),
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ capital_amount: '1000', number_of_actions: 1000 });
    const companyId = created.json().id as string;
    const list = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/representatives?companyId=${companyId}`,
          headers: user.headers,
        })
      ).json() as { id: string; is_user: boolean; percentage: number; is_beneficial_owner: boolean }[];

    // Neither answers the beneficial-owner question: above 25 % it is not asked.
    const own = (await list()).find((entry) => entry.is_user);
    const mine = await t.app.inject({
      method: 'PUT',
      url: `/representatives/${own?.id}?companyId=${companyId}`,
      headers: user.headers,
      payload: userAnswers({ shareholders_value: 500, is_beneficial_owner: null }),
    });
    expect(mine.statusCode, mine.body).toBe(200);
    const partner = await t.app.inject({
      method: 'POST',
      url: '/representatives',
      headers: user.headers,
      payload: {
        ...signupPerson({
          is_mandatary: false,
          title_code: null,
          shareholders_value: 500,
          is_beneficial_owner: null,
        }),
        company_id: companyId,
      },
    });
    expect(partner.statusCode, partner.body).toBe(201);
    for (const entry of await list()) {
      expect(entry).toMatchObject({ percentage: 50, is_beneficial_owner: true });
    }

    // Every share is held: one more is refused.
    const third = await t.app.inject({
      method: 'POST',
      url: '/representatives',
      headers: user.headers,
      payload: {
        ...signupPerson({ shareholders_value: 1, is_beneficial_owner: false }),
        company_id: companyId,
      },
    });
    expect(third.statusCode).toBe(422);
    expect(third.json().fields).toEqual({ shareholders_value: "Le nombre d'actions est incorrect\u202f!" });

    const detail = await caseDetail({ ...t.deps, ...t.app.services, repos: repositories }, companyId, {
      now: new Date(),
      slaWorkingDays: 5,
      locale: 'fr',
    });
    expect(detail.company).toMatchObject({ capital_amount: '1000', number_of_shares: 1000 });
    expect(
      detail.people.map((person) => [person.shares, person.percentage, person.is_beneficial_owner]),
    ).toEqual([
      [500, 50, true],
      [500, 50, true],
    ]);
  });
});
