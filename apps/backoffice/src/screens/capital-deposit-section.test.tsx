import { BackofficeDepositReplySchema, type OperatorSessionReply } from '@app/domain';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectAccessible } from '../test/axe';
import { type Call, fakeApi, route, SESSION } from '../test/fake-api';
import { renderApp } from '../test/render-app';

afterEach(() => vi.unstubAllGlobals());

const SUPERVISOR = { ...SESSION, operator: { ...SESSION.operator, role: 'supervisor' as const } };
const ALICE = { id: 'op-1', name: 'Alice Martin' };
const BRUNO = { id: 'op-2', name: 'Bruno Petit' };

const DETAIL = {
  summary: {
    id: 'c1',
    company_name: 'SELARL Cabinet Martin',
    siren: null,
    journey: 'enrollment',
    status: 'capital_deposit',
    flags: [],
    screening: null,
    customer_name: 'Camille Martin',
    customer_email: 'camille@example.test',
    created_at: '2026-11-20T09:00:00.000Z',
    submitted_at: '2026-11-20T10:00:00.000Z',
    age_working_days: 1,
    overdue: false,
    assignment: null,
    service_level: null,
  },
  customer: { id: 'u1', name: 'Camille Martin', email: 'camille@example.test', phone: '+33 6 12 34 56 78' },
  company: {
    siren: null,
    siret: null,
    capital_amount: null,
    number_of_shares: null,
    home_is_practice: null,
    declared: { name: 'SELARL Cabinet Martin', legal_form: 'SELARL', naf: null, address: null },
    register: null,
    differences: [],
  },
  people: [],
  kyc: [],
  documents: [],
  timeline: [],
  health: { people: [], links: { siren: null, siret: null, establishments: [], practitioners: [] } },
  professional_status: null,
  frozen: false,
  legal_hold: null,
};

const transfer = (overrides: Record<string, unknown> = {}) => ({
  id: 'tr1',
  transfer_id: 'BANK-1',
  shareholder_id: 'h2',
  shareholder_name: 'Jean Dupont',
  payer_name: 'SCI Les Tilleuls',
  payer_iban: 'FR7630006000011234567890189',
  amount: '4000.00',
  reference: 'CAP-7K2M-Q9XD',
  value_date: '2026-11-26',
  received_at: '2026-11-26T10:00:00.000Z',
  outcome: 'held',
  hold_reason: 'payer_name_mismatch',
  proposal: null,
  decision: null,
  return_transfer: null,
  ...overrides,
});

/** A deposit as the API sends it, checked by the contract's schema. */
const deposit = (transfers: unknown[], overrides: Record<string, unknown> = {}) =>
  BackofficeDepositReplySchema.parse({
    opening_status: 'capital_deposit',
    account: {
      holder_name: 'SELARL Cabinet Martin (en formation)',
      iban: 'FR7630004000031234567890143',
      bic: 'BNPAFRPPXXX',
    },
    capital_amount: '10000.00',
    amount_received: '6000.00',
    number_of_shares: 1000,
    completed_at: null,
    shareholders: [
      {
        id: 'h1',
        kind: 'person',
        name: 'Camille Martin',
        shares: 600,
        transfer_reference: 'CAP-AAAA-BBBB',
        amount_due: '6000.00',
        amount_received: '6000.00',
        amount_held: '0.00',
        status: 'received',
        overpaid: false,
      },
      {
        id: 'h2',
        kind: 'person',
        name: 'Jean Dupont',
        shares: 400,
        transfer_reference: 'CAP-7K2M-Q9XD',
        amount_due: '4000.00',
        amount_received: '0.00',
        amount_held: '4000.00',
        status: 'held_for_review',
        overpaid: false,
      },
    ],
    transfers,
    certificate: null,
    registration: null,
    repayment: null,
    ...overrides,
  });

function serve(
  session: OperatorSessionReply,
  reply: () => unknown,
  onPost?: (call: Call) => { status?: number; body?: unknown },
) {
  return fakeApi((call) => {
    if (route(call) === 'GET /backoffice/session') return { body: session };
    if (route(call) === 'GET /backoffice/cases/c1') return { body: DETAIL };
    if (route(call) === 'GET /backoffice/cases/c1/flags') return { body: [] };
    if (route(call) === 'GET /backoffice/cases/c1/capital-deposit') return { body: reply() };
    if (call.method === 'POST' && onPost) return onPost(call);
    return undefined;
  });
}

const section = async () => within(await screen.findByRole('region', { name: 'Dépôt du capital' }));

/** The table row holding this text (cheaper than naming every row of the page). */
const rowOf = (scope: ReturnType<typeof within>, text: string) =>
  within(scope.getByText(text).closest('tr') as HTMLElement);

describe("the case page's capital deposit", () => {
  it('shows the blocked account, each share and every transfer with its outcome and reason in words', async () => {
    serve(SESSION, () =>
      deposit([
        transfer(),
        transfer({
          id: 'tr2',
          transfer_id: 'BANK-2',
          shareholder_id: null,
          shareholder_name: null,
          payer_name: 'Inconnu',
          outcome: 'unmatched',
          hold_reason: 'unknown_reference',
        }),
      ]),
    );
    renderApp('/cases/c1');
    const found = await section();
    expect(found.getByText(/FR76 3000 4000 0312 3456 7890 143/)).toBeInTheDocument();
    const jean = within(found.getByRole('rowheader', { name: 'Jean Dupont' }).closest('tr') as HTMLElement);
    expect(jean.getByText('En vérification')).toBeInTheDocument();
    expect(jean.getAllByText('4 000,00 €')).toHaveLength(2);
    const held = rowOf(found, 'SCI Les Tilleuls');
    expect(held.getByText("Retenu — le payeur n'est pas l'associé")).toBeInTheDocument();
    const unmatched = rowOf(found, 'Inconnu');
    expect(unmatched.getByText('Non rapproché — référence inconnue')).toBeInTheDocument();
    expect(found.getByText(/Pas encore délivrée/)).toBeInTheDocument();
    expect(found.getByText(/Pas encore donnée/)).toBeInTheDocument();
    // A reviewer reads it and acts on nothing.
    expect(found.queryByRole('button')).not.toBeInTheDocument();
  });

  it("lets a supervisor propose a return with why, the API's field message shown at the note", async () => {
    let answer = deposit([transfer()]);
    const api = serve(
      SUPERVISOR,
      () => answer,
      (call) => {
        if (route(call) !== 'POST /backoffice/cases/c1/capital-deposit/transfers/tr1/return') return {};
        const { note } = call.body as { note: string };
        if (!note.trim())
          return {
            status: 422,
            body: {
              code: 'validation_failed',
              message: 'Des informations sont manquantes ou incorrectes.',
              fields: { note: 'Ce champ est obligatoire' },
            },
          };
        answer = deposit([
          transfer({
            proposal: { action: 'return', note, proposed_by: ALICE, proposed_at: '2026-11-26T11:00:00.000Z' },
          }),
        ]);
        return { body: answer.transfers[0] };
      },
    );
    renderApp('/cases/c1');
    const user = userEvent.setup();
    const found = await section();
    // The payer is not a shareholder's to keep: the unmatched rows aside, a held one offers both.
    expect(found.getByRole('button', { name: 'Libérer vers l’associé' })).toBeInTheDocument();
    await user.click(found.getByRole('button', { name: 'Renvoyer au payeur' }));
    await user.click(found.getByRole('button', { name: 'Proposer le renvoi' }));
    expect(await found.findByText('Ce champ est obligatoire')).toBeInTheDocument();
    expect(found.getByLabelText(/Pourquoi/)).toHaveAttribute('aria-invalid', 'true');

    await user.type(found.getByLabelText(/Pourquoi/), "Virement d'une SCI");
    await user.click(found.getByRole('button', { name: 'Proposer le renvoi' }));
    expect(
      await found.findByText("Renvoi proposé par Alice Martin : Virement d'une SCI"),
    ).toBeInTheDocument();
    const posted = api.calls.filter((call) => call.method === 'POST').at(-1);
    expect(posted?.body).toEqual({ note: "Virement d'une SCI" });
    expect(posted?.headers['x-csrf-token']).toBe('csrf-123');
    // Its author may withdraw it, never confirm it: another supervisor does.
    expect(found.getByText(/un autre superviseur le confirme/)).toBeInTheDocument();
    expect(found.getByRole('button', { name: 'Retirer la proposition' })).toBeInTheDocument();
    expect(found.queryByRole('button', { name: 'Confirmer le renvoi' })).not.toBeInTheDocument();
    expect(found.queryByRole('button', { name: 'Renvoyer au payeur' })).not.toBeInTheDocument();
  });

  it("lets a second supervisor confirm or decline another's proposal", async () => {
    const proposal = {
      action: 'release',
      note: 'Relevé vérifié',
      proposed_by: BRUNO,
      proposed_at: '2026-11-26T11:00:00.000Z',
    };
    const api = serve(
      SUPERVISOR,
      () => deposit([transfer({ hold_reason: 'payer_outside_sepa', payer_name: 'Jean Dupont', proposal })]),
      () => ({
        body: transfer({
          outcome: 'released',
          decision: {
            action: 'release',
            note: 'Relevé vérifié',
            proposed_by: BRUNO,
            confirmed_by: ALICE,
            decided_at: '2026-11-26T12:00:00.000Z',
          },
        }),
      }),
    );
    renderApp('/cases/c1');
    const user = userEvent.setup();
    const found = await section();
    expect(found.getByText('Libération proposée par Bruno Petit : Relevé vérifié')).toBeInTheDocument();
    expect(found.getByRole('button', { name: 'Refuser la proposition' })).toBeInTheDocument();
    await user.click(found.getByRole('button', { name: 'Confirmer la libération' }));
    expect(
      api.calls.some(
        (call) => route(call) === 'POST /backoffice/cases/c1/capital-deposit/transfers/tr1/confirm',
      ),
    ).toBe(true);
  });

  it('says who proposed and confirmed a return, and the outgoing transfer asked to the payer', async () => {
    serve(SUPERVISOR, () =>
      deposit(
        [
          transfer({
            outcome: 'returned',
            decision: {
              action: 'return',
              note: 'SCI',
              proposed_by: ALICE,
              confirmed_by: BRUNO,
              decided_at: '2026-11-26T12:00:00.000Z',
            },
            return_transfer: {
              beneficiary_name: 'SCI Les Tilleuls',
              beneficiary_iban: 'FR7630006000011234567890189',
              amount: '4000.00',
              reference: 'RETOUR VIREMENT BANK-1',
              status: 'asked',
              asked_at: '2026-11-26T12:00:00.000Z',
            },
          }),
        ],
        {
          registration: {
            siren: '732829320',
            registered_name: 'SELARL CABINET MARTIN',
            recorded_at: '2026-11-27T09:00:00.000Z',
            recorded_by: 'customer',
            operator: null,
          },
        },
      ),
    );
    renderApp('/cases/c1');
    const found = await section();
    expect(
      found.getByText(/Renvoyé le .* : proposé par Alice Martin, confirmé par Bruno Petit/),
    ).toBeInTheDocument();
    expect(
      found.getByText(
        'Virement de retour demandé : 4 000,00 € à SCI Les Tilleuls, IBAN FR76 3000 6000 0112 3456 7890 189',
      ),
    ).toBeInTheDocument();
    expect(found.getByText(/SIREN 732829320 — SELARL CABINET MARTIN/)).toBeInTheDocument();
    expect(found.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows what is due back once the opening was withdrawn, each such transfer with its return only', async () => {
    const counted = (overrides: Record<string, unknown>) =>
      transfer({ outcome: 'counted', hold_reason: null, ...overrides });
    const paidBack = deposit(
      [
        counted({ payer_name: 'C. Martin', shareholder_id: 'h1', amount: '3000.00' }),
        counted({
          id: 'tr2',
          transfer_id: 'BANK-2',
          payer_name: 'J. Dupont',
          amount: '1000.00',
          proposal: {
            action: 'return',
            note: 'Retrait',
            proposed_by: BRUNO,
            proposed_at: '2026-11-27T09:00:00.000Z',
          },
        }),
      ],
      { opening_status: 'closed', repayment: { amount_due: '4000.00', transfers_due: 2 } },
    );
    const api = serve(
      SUPERVISOR,
      () => paidBack,
      () => ({ body: paidBack.transfers[0] }),
    );
    renderApp('/cases/c1');
    const user = userEvent.setup();
    const found = await section();
    expect(
      found.getByText(
        'À rembourser : 4 000,00 €, 2 virements à renvoyer à leurs payeurs — l’ouverture a pris fin avant celle du compte.',
      ),
    ).toBeInTheDocument();
    const camille = rowOf(found, 'C. Martin');
    expect(camille.getByText('À rembourser')).toBeInTheDocument();
    // A counted contribution of an ended deposit is returned, never released.
    expect(camille.queryByRole('button', { name: 'Libérer vers l’associé' })).not.toBeInTheDocument();
    const jean = rowOf(found, 'J. Dupont');
    expect(jean.getByText('À rembourser')).toBeInTheDocument();
    expect(jean.getByText('Renvoi proposé par Bruno Petit : Retrait')).toBeInTheDocument();
    expect(jean.getByRole('button', { name: 'Confirmer le renvoi' })).toBeInTheDocument();
    expect(jean.getByRole('button', { name: 'Refuser la proposition' })).toBeInTheDocument();
    await expectAccessible();

    await user.click(camille.getByRole('button', { name: 'Renvoyer au payeur' }));
    await user.type(found.getByLabelText(/Pourquoi/), 'Ouverture retirée');
    await user.click(found.getByRole('button', { name: 'Proposer le renvoi' }));
    await vi.waitFor(() =>
      expect(
        api.calls.some(
          (call) => route(call) === 'POST /backoffice/cases/c1/capital-deposit/transfers/tr1/return',
        ),
      ).toBe(true),
    );
  });

  it('offers nothing on a counted contribution while the capital is being paid in, and says when all is repaid', async () => {
    let answer = deposit([transfer({ outcome: 'counted', hold_reason: null, payer_name: 'J. Dupont' })]);
    serve(SUPERVISOR, () => answer);
    renderApp('/cases/c1');
    const live = await section();
    expect(rowOf(live, 'J. Dupont').queryByRole('button')).not.toBeInTheDocument();
    expect(live.queryByText('À rembourser')).not.toBeInTheDocument();
    cleanup();

    answer = deposit([transfer({ outcome: 'returned', hold_reason: null, payer_name: 'J. Dupont' })], {
      opening_status: 'closed',
      repayment: { amount_due: '0.00', transfers_due: 0 },
    });
    renderApp('/cases/c1');
    const repaid = await section();
    expect(repaid.getByText('Tout le capital reçu a été renvoyé à ses payeurs.')).toBeInTheDocument();
    expect(repaid.queryByText('À rembourser')).not.toBeInTheDocument();
    expect(repaid.queryByRole('button')).not.toBeInTheDocument();
  });

  it('is not shown on a signup case', async () => {
    const api = fakeApi((call) => {
      if (route(call) === 'GET /backoffice/session') return { body: SESSION };
      if (route(call) === 'GET /backoffice/cases/c1')
        return { body: { ...DETAIL, summary: { ...DETAIL.summary, journey: 'signup' } } };
      return undefined;
    });
    renderApp('/cases/c1');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Dépôt du capital' })).not.toBeInTheDocument();
    expect(api.calls.some((call) => call.url.pathname.endsWith('/capital-deposit'))).toBe(false);
  });
});
