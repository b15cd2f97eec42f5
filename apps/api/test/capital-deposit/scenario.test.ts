import { formatIban } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ibanIsValid, pdfText } from '../companies/bank-checks';
import { makePdf } from '../documents/fixtures';
import { multipart } from '../documents/multipart';
import { createTestApp, type TestApp } from '../helpers/test-app';
import {
  getDeposit,
  holder,
  IBANS,
  type OpenedDeposit,
  openDeposit,
  postTransfer,
  registerCompany,
  reviewAndApprove,
  transferBody,
} from './deposit-fixture';

/**
 * The scenario end to end through the API: a SELARL being formed, 10 000 € in 1 000
 * shares held 600 / 400 by two doctors; completion starts the deposit; three transfers complete
 * it and, once the bank reviewed and approved the case, it issues the certificate; a fourth from
 * another name is held and not counted;
 * the Kbis upload moves the opening on.
 */
let t: TestApp;
let opened: OpenedDeposit;

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_ENABLED: 'false' } });
  opened = await openDeposit(t, 'Scenario');
}, 120_000);
afterAll(async () => t?.close());

const as = (url: string) => t.app.inject({ method: 'GET', url, headers: opened.user.headers });

async function uploadKbis() {
  const body = multipart([
    { filename: 'kbis.pdf', content: await makePdf('kbis'), contentType: 'application/pdf' },
  ]);
  return t.app.inject({
    method: 'POST',
    url: `/companies/${opened.companyId}/capital-deposit/kbis`,
    headers: { ...opened.user.headers, ...body.headers },
    payload: body.payload,
  });
}

describe('the capital deposit of a SELARL being formed', () => {
  it('starts at completion: the blocked account and each shareholder waiting with their own share', async () => {
    expect(opened.completed).toMatchObject({ kind: 'capital_deposit', opening_status: 'capital_deposit' });
    const deposit = await getDeposit(t, opened);
    expect(deposit).toMatchObject({
      company_id: opened.companyId,
      opening_status: 'capital_deposit',
      capital_amount: '10000.00',
      amount_received: '0.00',
      number_of_shares: 1000,
      certificate: null,
    });
    expect(deposit.account.iban).toBe(opened.completed.iban);
    expect(ibanIsValid(deposit.account.iban)).toBe(true);
    expect(deposit.account.holder_name).toContain('Cabinet Scenario');
    expect(
      deposit.shareholders.map((entry) => [entry.name, entry.shares, entry.amount_due, entry.status]),
    ).toEqual([
      ['Camille Martin', 600, '6000.00', 'waiting'],
      ['Jean Dupont', 400, '4000.00', 'waiting'],
    ]);
    const references = deposit.shareholders.map((entry) => entry.transfer_reference);
    expect(new Set(references).size).toBe(2);
  });

  it('e-mails each shareholder their own instructions', async () => {
    const deposit = await getDeposit(t, opened);
    for (const [email, name, amount] of [
      [opened.emails.founder, 'Martin', '6\u202f000\u00a0€'],
      [opened.emails.partner, 'Dupont', '4\u202f000\u00a0€'],
    ] as const) {
      const sent = await t.deps.db
        .selectFrom('outbox_messages')
        .selectAll()
        .where('recipient', '=', email)
        .where('subject', 'like', '%dépôt du capital%')
        .execute();
      expect(sent, email).toHaveLength(1);
      const text = sent[0]?.body_text ?? '';
      expect(text).toContain(holder(deposit, name).transfer_reference);
      expect(text).toContain(formatIban(deposit.account.iban));
      expect(text).toContain(deposit.account.bic);
      expect(text).toContain(amount);
      expect(text).toContain('zone SEPA');
    }
  });

  it('refuses the certificate and the Kbis before every share is paid', async () => {
    const certificate = await as(`/companies/${opened.companyId}/capital-deposit/certificate.pdf`);
    expect(certificate.statusCode).toBe(409);
    expect(certificate.json().message).toMatch(/tous les associés/);
    expect((await uploadKbis()).statusCode).toBe(409);
  });

  it('counts the transfers, completes the deposit and holds a payment from another name', async () => {
    const before = await getDeposit(t, opened);
    const camille = holder(before, 'Martin').transfer_reference;
    const jean = holder(before, 'Dupont').transfer_reference;

    // The bank writes the reference its own way: lower case, spaces, words around it.
    const first = await postTransfer(
      t,
      transferBody(opened, {
        payer_name: 'MARTIN CAMILLE',
        amount: '4000.00',
        reference: `apport ${camille.toLowerCase().replaceAll('-', ' ')}`,
      }),
    );
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ outcome: 'counted', replayed: false });
    expect(holder(await getDeposit(t, opened), 'Martin')).toMatchObject({
      amount_received: '4000.00',
      status: 'partly_received',
    });

    await postTransfer(
      t,
      transferBody(opened, { payer_name: 'Dr Camille Martin', amount: '2000.00', reference: camille }),
    );
    const jeanPaid = await postTransfer(
      t,
      transferBody(opened, {
        payer_name: 'M. Jean DUPONT',
        payer_iban: IBANS.germany,
        amount: '4000.00',
        reference: jean,
      }),
    );
    expect(jeanPaid.json()).toMatchObject({ outcome: 'counted' });

    const complete = await getDeposit(t, opened);
    expect(complete.opening_status).toBe('deposit_complete');
    expect(complete.amount_received).toBe('10000.00');
    expect(complete.shareholders.map((entry) => entry.status)).toEqual(['received', 'received']);
    // Paid is not certified: the certificate waits for the bank's review and approval.
    expect(complete.certificate).toBeNull();
    const certificate = await as(`/companies/${opened.companyId}/capital-deposit/certificate.pdf`);
    expect(certificate.statusCode).toBe(409);
    expect((await uploadKbis()).statusCode).toBe(409);
    expect(await reviewAndApprove(t, opened.companyId)).toEqual({ status: 'deposit_complete' });
    expect((await getDeposit(t, opened)).certificate).toMatchObject({
      reference: expect.stringMatching(/^ADF-/),
    });

    const fourth = await postTransfer(
      t,
      transferBody(opened, { payer_name: 'Paul Durand', amount: '500.00', reference: jean }),
    );
    expect(fourth.json()).toMatchObject({ outcome: 'held', hold_reason: 'payer_name_mismatch' });
    const after = await getDeposit(t, opened);
    expect(after.amount_received).toBe('10000.00');
    expect(holder(after, 'Dupont')).toMatchObject({
      amount_received: '4000.00',
      amount_held: '500.00',
      overpaid: false,
    });
  });

  it('issues the certificate as a PDF naming each shareholder, their deposit and the total', async () => {
    const deposit = await getDeposit(t, opened);
    const path = new URL(deposit.certificate?.pdf_url ?? '').pathname;
    const pdf = await as(path);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(new Uint8Array(pdf.rawPayload));
    for (const expected of [
      'Attestation de dépôt des fonds',
      'Cabinet Scenario',
      'Camille Martin',
      'Jean Dupont',
      '6 000,00 €',
      '4 000,00 €',
      '10 000,00 €',
      deposit.certificate?.reference ?? '?',
      "Société d'exercice libéral à responsabilité limitée (SELARL)",
      t.deps.config.bank.name,
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('the French version is authoritative');

    const english = await pdfText(new Uint8Array((await as(`${path}?lang=en`)).rawPayload));
    expect(english).toContain('Translation for information; the French version is authoritative.');
    expect(english).toContain('€6,000.00');
    expect(english).toContain('€10,000.00');
    const german = await pdfText(new Uint8Array((await as(`${path}?lang=de`)).rawPayload));
    expect(german).toContain('maßgeblich ist die französische Fassung');
    expect(german).toContain('10.000,00 €');
    expect((await as(`${path}?lang=es`)).statusCode).toBe(422);
  });

  it('takes the Kbis once the deposit is complete, and the opening then waits for registration', async () => {
    // The registered company's SIREN and name come first, as the Kbis names them.
    const early = await uploadKbis();
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toMatch(/SIREN et la dénomination/);
    const registered = await registerCompany(t, opened);
    expect(registered.statusCode, registered.body).toBe(200);
    const uploaded = await uploadKbis();
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    expect(uploaded.json()).toEqual([expect.objectContaining({ type: 'kbis' })]);
    expect((await getDeposit(t, opened)).opening_status).toBe('awaiting_registration');
    // A second Kbis (a newer extract) is kept too; the opening stays where it is.
    expect((await uploadKbis()).statusCode).toBe(201);

    const events = await t.deps.db
      .selectFrom('opening_events')
      .select(['from_status', 'to_status', 'actor_kind'])
      .where('company_id', '=', opened.companyId)
      .orderBy('at')
      .execute();
    expect(events.map((event) => `${event.from_status}>${event.to_status}:${event.actor_kind}`)).toEqual([
      'journey_in_progress>submitted:customer',
      'submitted>capital_deposit:system',
      'capital_deposit>deposit_complete:system',
      'deposit_complete>under_review:operator',
      'under_review>deposit_complete:operator',
      'deposit_complete>awaiting_registration:customer',
    ]);
  });
});
