import type { MandateReply } from '@app/domain';
import { withCompanySharesLocked } from '../../db/repositories/shares-lock';
import { refuseUndeclarable } from './declarable';
import { mandateIn, mandateSchemaFor, refuseForSoleTrader } from './opening-people';
import type { PeopleParts } from './people-parts';
import { mandateEntryOf } from './people-replies';
import { mandateAnswersOf, mandateChanges } from './person-answers';

const CLIENT_ONLY = ['id', 'company_id', 'companyId', 'is_company'];
const strip = (body: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(body).filter(([key]) => !CLIENT_ONLY.includes(key)));

/**
 * Company mandates: a company as shareholder or mandatary of the company being opened. They are
 * stored with the people (is_company = 1) so that shares are allocated across both.
 */
export function createMandates(parts: PeopleParts) {
  const { db, clock, repos, screening, risk } = parts;

  /** Screened, then rated again (the rating reads the screening's hits), as a person's save is. */
  const screenAndRate = async (
    trx: Parameters<typeof screening.screenAfterChange>[0],
    caseId: string,
    userId: string,
  ) => {
    await screening.screenAfterChange(trx, caseId);
    await risk.rerate(trx, { caseId, trigger: 'person_saved', actor: { type: 'customer', id: userId } });
  };

  const answer = async (companyId: string, userId: string, id: string): Promise<MandateReply> =>
    mandateEntryOf(await parts.load(db, companyId, userId), id);

  return {
    async create(companyId: string, userId: string, body: Record<string, unknown>): Promise<MandateReply> {
      // Remaining shares are read, checked and written under the company's lock.
      const created = await withCompanySharesLocked(db, companyId, async (trx) => {
        const people = await parts.load(trx, companyId, userId);
        refuseForSoleTrader(people);
        const changes = mandateChanges(mandateSchemaFor(people, null).parse(strip(body)));
        refuseUndeclarable(people, { ...changes, isCompany: true, isUser: false });
        const id = await repos
          .people(trx)
          .appendMandate(people.company.id, changes, clock.now().toISOString());
        // A company among the shareholders is screened as the case's people are.
        await screenAndRate(trx, people.company.id, userId);
        return { companyId: people.company.id, id };
      });
      return answer(created.companyId, userId, created.id);
    },

    /** PATCH: the body is laid over the stored mandate. */
    async update(
      companyId: string,
      mandateId: string,
      userId: string,
      body: Record<string, unknown>,
    ): Promise<MandateReply> {
      const updated = await withCompanySharesLocked(db, companyId, async (trx) => {
        const people = await parts.load(trx, companyId, userId);
        refuseForSoleTrader(people);
        const stored = mandateIn(people, mandateId);
        const changes = mandateChanges(
          mandateSchemaFor(people, stored).parse({ ...mandateAnswersOf(stored), ...strip(body) }),
        );
        refuseUndeclarable(people, { ...changes, isCompany: true, isUser: false });
        await repos
          .people(trx)
          .updateMandate(stored.id, stored.company_id, changes, clock.now().toISOString());
        await screenAndRate(trx, people.company.id, userId);
        return { companyId: people.company.id, id: stored.id };
      });
      return answer(updated.companyId, userId, updated.id);
    },

    async remove(companyId: string, mandateId: string, userId: string): Promise<void> {
      const mandate = mandateIn(await parts.load(db, companyId, userId), mandateId);
      await repos.people(db).delete(mandate.id, mandate.company_id);
    },
  };
}
