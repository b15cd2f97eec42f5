import { createHash } from 'node:crypto';
import type { ScreeningHitReply } from '@app/domain';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CaseExportRecord } from '../../src/modules/case-export/export-record';
import type { SignedInOperator } from '../backoffice/operator-kit';
import { pdfText } from '../companies/bank-checks';
import {
  acceptEveryDocument,
  act,
  caseDocuments,
  fakeRegistry,
  journalEntries,
  newOperator,
  signedIn,
  transfer,
} from '../decisions/decision-kit';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { DEMO_EU_LIST_PATH, DEMO_NATIONAL_REGISTER_PATH, importLists } from '../screening/screening-fixtures';
import { submittedWithFiles } from './compliance-kit';

let t: TestApp;
let reviewer: SignedInOperator;
let alice: SignedInOperator;
let bruno: SignedInOperator;
let auditor: SignedInOperator;
let signup: { caseId: string; iban: string };

beforeAll(async () => {
  t = await createTestApp({ registry: fakeRegistry(), env: { RATE_LIMIT_ENABLED: 'false' } });
  reviewer = await signedIn(t, await newOperator(t, 'reviewer'));
  alice = await signedIn(t, await newOperator(t, 'supervisor'));
  bruno = await signedIn(t, await newOperator(t, 'supervisor'));
  auditor = await signedIn(t, await newOperator(t, 'auditor'));
  // The shipped lists, imported before the case is submitted: its submission screens it against them.
  await importLists(t.deps, [DEMO_NATIONAL_REGISTER_PATH, DEMO_EU_LIST_PATH]);
  signup = await submittedWithFiles(t);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const on = (step: string) => `/backoffice/cases/${signup.caseId}/${step}`;
const measures = async () => {
  const response = await t.app.inject({
    method: 'GET',
    url: on('identity-measures'),
    headers: auditor.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().measures as Record<string, unknown>[];
};

describe('identification measures on record', () => {
  it('records the copy of the identity document when the bank accepts it, with its SHA-256, once', async () => {
    expect(await measures()).toEqual([]);
    expect((await act(t, reviewer, on('review'))).statusCode).toBe(200);
    await acceptEveryDocument(t, reviewer, signup.caseId);
    const card = (await caseDocuments(t, reviewer, signup.caseId)).find(
      (document) => document.type === 'identity_card',
    );
    const stored = await t.deps.db
      .selectFrom('documents')
      .select(['sha256', 'created_at'])
      .where('id', '=', card?.id ?? '')
      .executeTakeFirstOrThrow();
    const [measure] = await measures();
    expect(measure).toMatchObject({
      measure: 'identity_document_copy',
      subject: { type: 'user', name: 'Camille Durand' },
      document: {
        id: card?.id,
        kind: 'identity_card',
        sha256: stored.sha256,
        received_at: stored.created_at,
        accepted_by: expect.stringContaining('reviewer'),
      },
      transfer: null,
    });
    // Accepted again: still one measure.
    await act(t, reviewer, on(`documents/${card?.id}/decisions`), { decision: 'accepted' });
    expect(await measures()).toHaveLength(1);
    expect(
      (await journalEntries(t, 'case.identity_measure_recorded')).filter((e) => e.case_id === signup.caseId),
    ).toHaveLength(1);
  });

  it("records the first transfer from an account in the customer's name once a second supervisor confirms it", async () => {
    expect((await act(t, alice, on('approve'))).statusCode).toBe(200);
    const typed = await act(t, alice, on('first-transfers'), transfer());
    expect(typed.statusCode, typed.body).toBe(201);
    expect((await measures()).some((item) => item.measure === 'first_transfer_own_account')).toBe(false);
    const confirmed = await act(t, bruno, on(`first-transfers/${typed.json().id}/confirm`));
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const measure = (await measures()).find((item) => item.measure === 'first_transfer_own_account');
    expect(measure).toMatchObject({
      subject: { type: 'company', id: signup.caseId, name: 'Cabinet Martin' },
      document: null,
      transfer: {
        id: typed.json().id,
        payer_name: 'SELARL Cabinet Martin',
        payer_iban: 'FR7630006000011234567890189',
        amount: '50.00',
        counted_at: confirmed.json().confirmed_at,
      },
    });
  });

  it('records a first transfer the bank feed reports and counts, at once', async () => {
    const other = await submittedWithFiles(t);
    const fed = await t.app.inject({
      method: 'POST',
      url: '/bank-feed/transfers',
      headers: { authorization: `Bearer ${t.deps.config.bankFeed.token}` },
      payload: {
        transfer_id: `FT-${other.caseId}`,
        account_iban: other.iban,
        payer_name: 'SELARL CABINET MARTIN',
        payer_iban: 'FR7630006000011234567890189',
        amount: '80.00',
        value_date: '2026-11-26',
        reference: 'Premier virement',
      },
    });
    expect(fed.statusCode, fed.body).toBe(201);
    const response = await t.app.inject({
      method: 'GET',
      url: `/backoffice/cases/${other.caseId}/identity-measures`,
      headers: auditor.headers,
    });
    expect(response.json().measures).toEqual([
      expect.objectContaining({
        measure: 'first_transfer_own_account',
        transfer: expect.objectContaining({ payer_name: 'SELARL CABINET MARTIN', amount: '80.00' }),
      }),
    ]);
  });
});

describe("the regulator's export", () => {
  it('is a ZIP with the PDF summary, the JSON, and every document decrypted as its recorded SHA-256', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: on('export'),
      headers: { ...auditor.headers, 'x-language': 'en' },
    });
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="case-.*\.zip"/);
    const files = unzipSync(new Uint8Array(response.rawPayload));
    const names = Object.keys(files);
    expect(names).toEqual(expect.arrayContaining(['summary.pdf', 'case.json', 'documents/SHA256SUMS']));
    expect(strFromU8((files['summary.pdf'] as Uint8Array).slice(0, 5))).toBe('%PDF-');

    const record = JSON.parse(strFromU8(files['case.json'] as Uint8Array));
    expect(record).toMatchObject({
      format: 'case-export/2',
      language: 'en',
      exported_by: { role: 'auditor' },
      case: { summary: { id: signup.caseId, company_name: 'Cabinet Martin' } },
      decisions: { status: 'awaiting_first_transfer', risk_tier: 'simplified' },
      risk: { current: { tier: 'simplified', trigger: 'submission' } },
      // Never hit, and on record as screened against both lists all the same.
      screening: {
        hits: [],
        versions: [
          expect.objectContaining({ list: 'fr_gels', version: expect.stringMatching(/^[0-9a-f]{64}/) }),
          expect.objectContaining({ list: 'eu_fsf', version: expect.stringMatching(/^[0-9a-f]{64}/) }),
        ],
      },
      journal: { verification: { ok: true, first_broken: null } },
    });
    expect(record.identity_measures.map((item: { measure: string }) => item.measure)).toEqual([
      'identity_document_copy',
      'first_transfer_own_account',
    ]);
    // The whole journal checked at export time: every entry but the export's own, written after.
    const journalSize = await t.deps.db
      .selectFrom('audit_entries')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(record.journal.verification.checked).toBe(Number(journalSize.n) - 1);
    // With how far the checkpoints kept outside the database anchor it.
    expect(record.journal.verification.checkpoints).toBeGreaterThanOrEqual(1);
    expect(record.journal.verification.anchor).toEqual({
      sequence: expect.any(Number),
      at: expect.any(String),
    });
    const actions = record.journal.entries.map((entry: { action: string }) => entry.action);
    expect(actions).toEqual(
      expect.arrayContaining(['case.risk_rated', 'opening.moved', 'case.document_decided']),
    );

    // Each document: the file in the archive is the one received (its SHA-256 as recorded at upload).
    const stored = await t.deps.db
      .selectFrom('documents')
      .select(['id', 'sha256'])
      .where(
        'id',
        'in',
        record.documents.map((document: { id: string }) => document.id),
      )
      .execute();
    expect(record.documents).toHaveLength(5);
    for (const document of record.documents) {
      const bytes = files[document.path] as Uint8Array;
      expect(bytes, document.path).toBeDefined();
      const sha256 = createHash('sha256').update(bytes).digest('hex');
      expect(sha256).toBe(document.sha256);
      expect(stored.find((row) => row.id === document.id)?.sha256).toBe(sha256);
      expect(strFromU8(bytes.slice(0, 5))).toBe('%PDF-');
    }
    const sums = strFromU8(files['documents/SHA256SUMS'] as Uint8Array);
    for (const document of record.documents) {
      expect(sums).toContain(`${document.sha256}  ${document.path.replace('documents/', '')}`);
    }

    // Journaled with the archive's own fingerprint.
    const [exported] = (await journalEntries(t, 'case.exported')).filter(
      (entry) => entry.case_id === signup.caseId,
    );
    expect(exported).toMatchObject({ actor_type: 'operator', object_id: signup.caseId });
    expect(JSON.parse(exported?.after_value ?? '{}').archive_sha256).toBe(
      createHash('sha256').update(response.rawPayload).digest('hex'),
    );
  });

  it("the PDF summary reads in the operator's language with the risk, the measures and the hashes", async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: on('export'),
      headers: { ...alice.headers, 'x-language': 'fr' },
    });
    const files = unzipSync(new Uint8Array(response.rawPayload));
    const text = await pdfText(files['summary.pdf'] as Uint8Array);
    expect(text).toContain('Dossier de conformité');
    expect(text).toContain('Vigilance simplifiée');
    expect(text).toContain("Copie du document d'identité, acceptée");
    expect(text).toContain('Premier paiement depuis un compte au nom du client');
    expect(text).toContain('Chaîne du journal intacte');
    // Never hit: the lists it was screened against, and no hit.
    const flat = text.replace(/\s+/g, ' ');
    expect(flat).toContain('Registre national des gels (DG Trésor), publiée le');
    expect(flat).toContain("Liste consolidée des sanctions financières de l'UE, publiée le");
    expect(flat).toContain('Aucun résultat de criblage au dossier.');
    const record = JSON.parse(strFromU8(files['case.json'] as Uint8Array));
    expect(text.replace(/\s/g, '')).toContain(record.documents[0].sha256);
  });

  it('is refused to a reviewer (403) and says nothing of a case that does not exist (404)', async () => {
    const refused = await t.app.inject({ method: 'GET', url: on('export'), headers: reviewer.headers });
    expect(refused.statusCode).toBe(403);
    const missing = await t.app.inject({
      method: 'GET',
      url: '/backoffice/cases/00000000-0000-4000-8000-000000000000/export',
      headers: auditor.headers,
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe("the screening record in the regulator's export", () => {
  /** A submitted signup whose person is declared as a variant of a listed demo person, screened again. */
  async function flaggedCase(): Promise<string> {
    const { caseId } = await submittedWithFiles(t);
    await t.deps.db
      .updateTable('representatives')
      .set({ first_name: 'Sergei', last_name: 'Vorontsevitch', birth_date: '1961-04-12' })
      .where('company_id', '=', caseId)
      .where('is_company', '=', 0)
      .execute();
    expect(await t.app.services.screening.screenCase(caseId)).toBeGreaterThan(0);
    return caseId;
  }
  const hitsOf = async (caseId: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/backoffice/cases/${caseId}/screening-hits`,
      headers: auditor.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as ScreeningHitReply[];
  };
  const dispose = (operator: SignedInOperator, hitId: string, disposition: string, reason: string) =>
    act(t, operator, `/backoffice/screening/hits/${hitId}/disposition`, { disposition, reason });
  const operatorName = async (operator: SignedInOperator) =>
    (
      await t.deps.db
        .selectFrom('operators')
        .select('name')
        .where('id', '=', operator.operatorId)
        .executeTakeFirstOrThrow()
    ).name;
  async function exported(caseId: string) {
    const response = await t.app.inject({
      method: 'GET',
      url: `/backoffice/cases/${caseId}/export`,
      headers: { ...auditor.headers, 'x-language': 'fr' },
    });
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    const files = unzipSync(new Uint8Array(response.rawPayload));
    return {
      record: JSON.parse(strFromU8(files['case.json'] as Uint8Array)) as CaseExportRecord,
      text: (await pdfText(files['summary.pdf'] as Uint8Array)).replace(/\s+/g, ' '),
    };
  }
  const percent = (score: number) => `score ${Math.round(score * 100)} %`;

  it('keeps a hit cleared as a false positive: the list, the entry, the score, the disposition, who and why', async () => {
    const caseId = await flaggedCase();
    const reason = 'Autre personne : passeport vérifié, lieu de naissance différent';
    for (const hit of await hitsOf(caseId)) {
      const cleared = await dispose(reviewer, hit.id, 'false_positive', reason);
      expect(cleared.statusCode, cleared.body).toBe(200);
      // A strong hit's false positive is a proposal: a second operator confirms it.
      if (cleared.json().status === 'open') {
        const confirmed = await act(t, bruno, `/backoffice/screening/hits/${hit.id}/confirm`);
        expect(confirmed.statusCode, confirmed.body).toBe(200);
      }
    }
    const hits = await hitsOf(caseId);
    expect(hits.every((hit) => hit.status === 'cleared')).toBe(true);
    const [hit] = hits as [ScreeningHitReply];

    const { record, text } = await exported(caseId);
    expect(record.screening.versions.map((version) => version.list)).toEqual(['fr_gels', 'eu_fsf']);
    expect(record.screening.hits).toHaveLength(hits.length);
    expect(record.screening.hits[0]).toMatchObject({
      subject_name: 'Sergei Vorontsevitch',
      list: hit.list,
      version: hit.version,
      entry_id: hit.entry_id,
      entry_name: hit.entry_name,
      score: hit.score,
      status: 'cleared',
      decision: { disposition: 'false_positive', reason, by: { name: hit.decision?.by.name } },
    });
    expect(record.screening.hits[0]?.reasons.length).toBeGreaterThan(0);

    expect(text).not.toContain('Aucun résultat de criblage au dossier.');
    expect(text).toContain(`inscrit sous « ${hit.entry_name} » (n° ${hit.entry_id})`);
    expect(text).toContain(percent(hit.score));
    expect(text).toContain('Levée (faux positif)');
    expect(text).toContain(`Levée comme faux positif par ${hit.decision?.by.name}`);
    expect(text).toContain(reason);
    expect([await operatorName(reviewer), await operatorName(bruno)]).toContain(hit.decision?.by.name);
  });

  it("carries a confirmed true match with the supervisor and the bank's internal reason", async () => {
    const caseId = await flaggedCase();
    const [hit] = (await hitsOf(caseId)) as [ScreeningHitReply];
    const reason = 'Même personne : passeport et date de naissance identiques';
    const confirmed = await dispose(alice, hit.id, 'true_match', reason);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    // The back-office keeps the reason from an auditor; the regulator's export gives it.
    expect((await hitsOf(caseId)).find((item) => item.id === hit.id)?.decision?.reason).toBeNull();

    const { record, text } = await exported(caseId);
    const name = await operatorName(alice);
    expect(record.screening.hits.find((item) => item.id === hit.id)).toMatchObject({
      entry_name: hit.entry_name,
      status: 'confirmed',
      decision: { disposition: 'true_match', by: { name }, reason },
    });
    expect(text).toContain(`inscrit sous « ${hit.entry_name} » (n° ${hit.entry_id})`);
    expect(text).toContain('— Correspondance confirmée');
    expect(text).toContain(`Correspondance avérée confirmée par ${name}`);
    expect(text).toContain(reason);
  });
});
