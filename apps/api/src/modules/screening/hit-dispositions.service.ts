import {
  confirmationRefusal,
  type DispositionRefusal,
  dispositionOf,
  FREEZE_REFUSABLE_STATUSES,
  type HitOnRecord,
  SCREENING_HITS_PAGE_SIZE,
  type ScreeningDispositionBody,
  type ScreeningHitReply,
  type ScreeningHitsQuery,
  type ScreeningHitsReply,
} from '@app/domain';
import type { Kysely } from 'kysely';
import type { AuditJournal } from '../../audit';
import type { Clock } from '../../clock';
import type { ReposOf } from '../../db/repositories';
import type { ScreeningHitRow } from '../../db/repositories/screening-hits';
import type { Database } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import type { OpeningEmailsService } from '../notifications/opening-emails.service';
import type { OpeningsService } from '../openings/openings.service';
import type { OperatorContext } from '../operators/operator-session.service';
import type { RiskService } from '../risk/risk.service';
import { hitReply, namedOperators } from './hit-replies';

/** The operator deciding on a hit, and the request their journal entries carry. */
export interface HitActing {
  operator: OperatorContext;
  requestId: string;
}

export interface HitDispositionDeps {
  db: Kysely<Database>;
  clock: Clock;
  audit: AuditJournal;
  repos: ReposOf<'screeningHits' | 'cases'>;
  /** `SCREENING_HIGH_SCORE`: from it a hit is strong (its false positive needs a second operator). */
  highScore: number;
  openings: Pick<OpeningsService, 'move'>;
  openingEmails: Pick<OpeningEmailsService, 'send'>;
  /** A decided hit is a change to a risk factor: the opening is rated again. */
  risk: Pick<RiskService, 'rerate'>;
}

/** The refusal's answer: a role the disposition is not for is a 403, the rest a 409. */
const refused = (refusal: DispositionRefusal) =>
  new AppError(refusal === 'error.screening.supervisor_only' ? 'forbidden' : 'conflict', refusal);

/** What the journal calls each outcome. */
const JOURNAL_ACTIONS = {
  cleared: 'screening.hit_cleared',
  proposed: 'screening.hit_clearance_proposed',
  confirmed: 'screening.hit_confirmed',
} as const;

/**
 * The operators' dispositions of screening hits: the case's hits and the open hits' queue, a false
 * positive (cleared at once below the high score, proposed then confirmed by a second operator
 * from it), a true match by a supervisor that freezes the case: an opening not yet open is
 * refused with the standard words (the customer, the e-mail and the insurer's report never name
 * the reason), and every later action on it is refused (`assertNotFrozen`). Each in one
 * transaction with its journal entry.
 */
export function createHitDispositionService(deps: HitDispositionDeps) {
  const { db, clock, audit, repos, highScore } = deps;

  const onRecord = (row: ScreeningHitRow): HitOnRecord => ({
    status: row.status,
    strong: Number(row.score) >= highScore,
    proposedBy: row.proposed_by,
  });

  async function replyOf(conn: Kysely<Database>, row: ScreeningHitRow, operator: OperatorContext) {
    const names = await repos.screeningHits(conn).operatorNames(namedOperators([row]));
    return hitReply(row, names, operator.role, highScore);
  }

  /** Runs `work` on the hit in a transaction (404: no such hit), and answers the hit as it now stands. */
  async function onHit(
    acting: HitActing,
    hitId: string,
    work: (trx: Kysely<Database>, row: ScreeningHitRow, at: string) => Promise<void>,
  ): Promise<ScreeningHitReply> {
    return db.transaction().execute(async (trx) => {
      const row = await repos.screeningHits(trx).byId(hitId);
      if (!row) throw notFound('screening hit');
      await work(trx, row, clock.now().toISOString());
      const after = await repos.screeningHits(trx).byId(hitId);
      return replyOf(trx, after ?? row, acting.operator);
    });
  }

  const journal = (
    trx: Kysely<Database>,
    acting: HitActing,
    row: ScreeningHitRow,
    action: string,
    after: Record<string, unknown>,
  ) =>
    audit.append(trx, {
      actor: { type: 'operator', id: acting.operator.id },
      action,
      object: { type: 'screening_hit', id: row.id },
      caseId: row.company_id,
      before: { status: row.status, proposed_by: row.proposed_by },
      after: {
        subject_type: row.subject_type,
        list: row.list,
        version: row.version,
        entry_id: row.entry_id,
        ...after,
      },
      requestId: acting.requestId,
    });

  /** A hit cleared or confirmed changes the screening's factor of the opening's risk. */
  const rerate = (trx: Kysely<Database>, acting: HitActing, caseId: string) =>
    deps.risk.rerate(trx, {
      caseId,
      trigger: 'screening',
      actor: { type: 'operator', id: acting.operator.id },
      requestId: acting.requestId,
    });

  /** The true match's freeze: an opening not yet open is refused, as any refusal reads to the customer. */
  async function freeze(trx: Kysely<Database>, acting: HitActing, caseId: string, at: string) {
    const facts = await repos.cases(trx).facts(caseId);
    await audit.append(trx, {
      actor: { type: 'operator', id: acting.operator.id },
      action: 'case.frozen',
      object: { type: 'case', id: caseId },
      caseId,
      before: { status: facts.status },
      after: { frozen: true },
      requestId: acting.requestId,
    });
    if (!FREEZE_REFUSABLE_STATUSES.includes(facts.status)) return;
    await deps.openings.move(trx, {
      companyId: caseId,
      to: 'refused',
      actor: { kind: 'system', id: null },
      at,
      requestId: acting.requestId,
      details: { reason_code: 'sanctions_match' },
    });
    await deps.openingEmails.send(trx, facts, 'refused');
  }

  return {
    /** The case's hits, the strongest first (404: no such case). */
    async caseHits(caseId: string, operator: OperatorContext): Promise<ScreeningHitReply[]> {
      const hits = repos.screeningHits(db);
      if ((await hits.openingStatusOf(caseId)) === undefined) throw notFound('case');
      const rows = await hits.ofCase(caseId);
      const names = await hits.operatorNames(namedOperators(rows));
      return rows.map((row) => hitReply(row, names, operator.role, highScore));
    },

    /** The open hits across cases, the oldest first, by pages (strong ones only if asked). */
    async queue(query: ScreeningHitsQuery, operator: OperatorContext): Promise<ScreeningHitsReply> {
      const hits = repos.screeningHits(db);
      const page = Number(query.page ?? 1);
      const { rows, total } = await hits.openPage(query.strong === 'true' ? highScore : 0, {
        offset: (page - 1) * SCREENING_HITS_PAGE_SIZE,
        limit: SCREENING_HITS_PAGE_SIZE,
      });
      const names = await hits.operatorNames(namedOperators(rows));
      return {
        items: rows.map((row) => ({
          ...hitReply(row, names, operator.role, highScore),
          company_name: row.company_name,
          case_status: row.case_status,
        })),
        total,
        page,
        page_size: SCREENING_HITS_PAGE_SIZE,
        counts: await hits.openCounts(highScore),
      };
    },

    /** A false positive (cleared, or proposed on a strong hit) or a supervisor's true match (the freeze). */
    dispose: (acting: HitActing, hitId: string, body: ScreeningDispositionBody) =>
      onHit(acting, hitId, async (trx, row, at) => {
        const decided = dispositionOf(onRecord(row), body.disposition, {
          isSupervisor: acting.operator.role === 'supervisor',
        });
        if ('refusal' in decided) throw refused(decided.refusal);
        const by = { operatorId: acting.operator.id, reason: body.reason, at };
        const hits = repos.screeningHits(trx);
        const written =
          decided.outcome === 'proposed'
            ? await hits.propose(row.id, by)
            : await hits.decide(row.id, decided.outcome, by);
        // Another operator's disposition came first.
        if (!written) throw refused('error.screening.hit_decided');
        await journal(trx, acting, row, JOURNAL_ACTIONS[decided.outcome], {
          status: decided.outcome === 'proposed' ? 'open' : decided.outcome,
          disposition: body.disposition,
          reason: body.reason,
          score: Number(row.score),
        });
        if (decided.outcome === 'confirmed') await freeze(trx, acting, row.company_id, at);
        if (decided.outcome !== 'proposed') await rerate(trx, acting, row.company_id);
      }),

    /** A second operator confirms the false positive proposed on a strong hit: cleared. */
    confirm: (acting: HitActing, hitId: string) =>
      onHit(acting, hitId, async (trx, row, at) => {
        const refusal = confirmationRefusal(onRecord(row), acting.operator.id);
        if (refusal) throw refused(refusal);
        const written = await repos
          .screeningHits(trx)
          .decide(row.id, 'cleared', { operatorId: acting.operator.id, reason: null, at });
        if (!written) throw refused('error.screening.hit_decided');
        await journal(trx, acting, row, JOURNAL_ACTIONS.cleared, {
          status: 'cleared',
          disposition: 'false_positive',
          proposed_by: row.proposed_by,
          score: Number(row.score),
        });
        await rerate(trx, acting, row.company_id);
      }),
  };
}

export type HitDispositionService = ReturnType<typeof createHitDispositionService>;
