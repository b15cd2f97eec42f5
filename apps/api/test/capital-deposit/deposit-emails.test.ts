import { LOCALES } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CaseFacts } from '../../src/db/repositories/cases';
import {
  certificateReadyEmail,
  depositCompleteEmail,
  transferArrivedEmail,
} from '../../src/modules/notifications/deposit-emails.service';
import { emailsTo } from '../decisions/decision-kit';
import { createTestApp, type TestApp } from '../helpers/test-app';
import {
  getDeposit,
  holder,
  type OpenedDeposit,
  openDeposit,
  postTransfer,
  reviewAndApprove,
  transferBody,
} from './deposit-fixture';

/**
 * The e-mails of a capital deposit, read from the outbox: each shareholder hears of their own
 * transfer (counted, or held with the reason and what happens next), the applicant of the complete
 * deposit and of its certificate, each in the applicant's language at the time.
 */
let t: TestApp;
let opened: OpenedDeposit;
let camille: string;
let jean: string;

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_ENABLED: 'false' } });
  opened = await openDeposit(t, 'Mails');
  const deposit = await getDeposit(t, opened);
  camille = holder(deposit, 'Martin').transfer_reference;
  jean = holder(deposit, 'Dupont').transfer_reference;
}, 120_000);
afterAll(async () => t?.close());

const setLanguage = (language: string) =>
  t.deps.db.updateTable('users').set({ language }).where('id', '=', opened.user.id).execute();

async function transfer(overrides: Record<string, unknown>) {
  const response = await postTransfer(t, transferBody(opened, overrides));
  expect(response.statusCode, response.body).toBe(201);
}

const lastTo = async (email: string) => (await emailsTo(t, email)).at(-1);

describe("a capital deposit's e-mails", () => {
  it("tells the shareholder, in French, that their transfer from another's account is held, why and what follows", async () => {
    await setLanguage('fr');
    await transfer({
      payer_name: 'Paul Durand',
      amount: '4000.00',
      reference: jean,
      value_date: '2026-11-20',
    });
    const held = await lastTo(opened.emails.partner);
    expect(held?.subject).toBe(
      'Pro Santé Banque\u00a0: votre virement pour le capital de Cabinet Mails est retenu pour vérification',
    );
    expect(held?.body_text).toMatch(/virement de 4\s000\s€ du 20 nov 2026/);
    expect(held?.body_text).toContain("Le compte d'où il vient n'est pas au nom de l'associé.");
    expect(held?.body_text).toContain(`avec la référence ${jean}`);
    // The payer's account number is never written in an e-mail.
    expect(held?.body_text).not.toMatch(/FR76/);
  });

  it('tells the shareholder, in English, that their transfer counts', async () => {
    await setLanguage('en');
    await transfer({
      payer_name: 'Camille Martin',
      amount: '6000.00',
      reference: camille,
      value_date: '2026-11-21',
    });
    const received = await lastTo(opened.emails.founder);
    expect(received?.subject).toBe(
      'Pro Santé Banque: your transfer for the capital of Cabinet Mails is received',
    );
    expect(received?.body_text).toContain('the transfer of €6,000 of 21 Nov 2026');
    expect(received?.body_text).toContain('it counts towards the deposit');
  });

  it('tells the shareholder and the applicant, in German, of the last share and the complete deposit', async () => {
    await setLanguage('de');
    await transfer({
      payer_name: 'Jean Dupont',
      amount: '4000.00',
      reference: jean,
      value_date: '2026-11-22',
    });
    expect((await lastTo(opened.emails.partner))?.subject).toBe(
      'Pro Santé Banque: Ihre Überweisung für das Kapital von Cabinet Mails ist eingegangen',
    );
    const complete = await lastTo(opened.emails.founder);
    expect(complete?.subject).toBe(
      'Pro Santé Banque: Das Kapital von Cabinet Mails ist vollständig eingezahlt',
    );
    expect(complete?.body_text).toContain('Die Kapitaleinzahlung von Cabinet Mails ist vollständig');
  });

  it('tells the applicant, in French, that the certificate is ready once the bank approved the case', async () => {
    await setLanguage('fr');
    const before = (await emailsTo(t, opened.emails.founder)).length;
    expect(await reviewAndApprove(t, opened.companyId)).toEqual({ status: 'deposit_complete' });
    const reference = (await getDeposit(t, opened)).certificate?.reference;
    const after = await emailsTo(t, opened.emails.founder);
    const ready = after.slice(before).find((email) => email.subject?.includes('attestation'));
    expect(ready?.subject).toBe(
      "Pro Santé Banque\u00a0: l'attestation de dépôt des fonds de Cabinet Mails est prête",
    );
    expect(ready?.body_text).toContain(`(référence ${reference})`);
  });

  it('writes each of these e-mails in French, English and German, every placeholder filled', async () => {
    const shareholder = await t.deps.db
      .selectFrom('deposit_shareholders')
      .selectAll()
      .where('transfer_reference', '=', jean)
      .executeTakeFirstOrThrow();
    const transfers = await t.deps.db
      .selectFrom('deposit_transfers')
      .selectAll()
      .where('shareholder_id', '=', shareholder.id)
      .orderBy('received_at')
      .execute();
    const held = transfers.find((row) => row.outcome === 'held');
    const counted = transfers.find((row) => row.outcome === 'counted');
    if (!held || !counted) throw new Error('the held and the counted transfers of Jean are on record');
    const subjects = new Set<string>();
    for (const locale of LOCALES) {
      const facts = {
        id: opened.companyId,
        name: 'Cabinet Mails',
        user: { id: opened.user.id, email: opened.emails.founder, firstName: 'Camille', locale },
      } as CaseFacts;
      const emails = [
        transferArrivedEmail(t.deps.config, facts, { transfer: held, shareholder }),
        transferArrivedEmail(t.deps.config, facts, { transfer: counted, shareholder }),
        depositCompleteEmail(t.deps.config, facts),
        certificateReadyEmail(t.deps.config, facts, 'ADF-TEST'),
      ];
      for (const email of emails) {
        expect(`${email.subject}\n${email.text}`, locale).not.toMatch(/[{}]|email\.deposit\./);
        expect(email.text).toContain('Cabinet Mails');
        subjects.add(email.subject);
      }
    }
    // Twelve different subjects: four e-mails, each written in three languages.
    expect(subjects.size).toBe(12);
  });
});

describe("an enrollment's submission", () => {
  const RECEIVED = {
    fr: {
      subject:
        'Pro Santé Banque\u00a0: nous avons bien reçu la demande d’ouverture de compte de Cabinet Recu-fr',
      next: 'La suite\u00a0: le dépôt du capital.',
      instructions: 'Cabinet Recu-fr\u00a0: vos instructions pour le dépôt du capital',
    },
    en: {
      subject: 'Pro Santé Banque: we have received the account opening request of Cabinet Recu-en',
      next: 'What comes next: the capital deposit.',
      instructions: 'Cabinet Recu-en: your instructions for the capital deposit',
    },
    de: {
      subject: 'Pro Santé Banque: Wir haben den Antrag auf Kontoeröffnung von Cabinet Recu-de erhalten',
      next: 'Als Nächstes folgt die Kapitaleinzahlung',
      instructions: 'Cabinet Recu-de: Ihre Anweisungen für die Kapitaleinlage',
    },
  } as const;

  for (const locale of LOCALES) {
    it(`tells the applicant, in ${locale}, that the request is received and that the shareholders' deposits come next`, async () => {
      const submitted = await openDeposit(t, `Recu-${locale}`, { language: locale });
      const expected = RECEIVED[locale];
      const received = (await emailsTo(t, submitted.emails.founder)).find(
        (email) => email.subject === expected.subject,
      );
      expect(received?.body_text).toContain(expected.next);
      // The links of the signup's "received" e-mail (My application), and the deposit's page.
      expect(received?.body_text).toContain('/enrollment/application');
      expect(received?.body_text).toContain('/enrollment/capital-deposit');
      expect(received?.body_text).not.toMatch(/[{}]|email\.opening\./);
      // Each shareholder still receives their own transfer instructions, as before.
      const instructions = await emailsTo(t, submitted.emails.partner);
      expect(instructions.map((email) => email.subject)).toEqual([expected.instructions]);
    }, 60_000);
  }
});
