import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { saveKycAnswers } from './kyc-api';
import { initialKycValues, pscKycProposals } from './kyc-form';
import { KycForm } from './kyc-page';
import {
  capitalOriginProof,
  mainActivity,
  monthlyIncoming,
  salariedActivity,
  sourceOfFunds,
  vouchedEvidence,
} from './kyc-test-questions';

vi.mock('./kyc-api', () => ({ saveKycAnswers: vi.fn(async () => []) }));

function renderForm(onSaved = vi.fn(), questions = [monthlyIncoming]) {
  render(
    <MemoryRouter>
      <KycForm
        questions={questions}
        initial={initialKycValues(questions, [])}
        companyId="company-1"
        backTo="/signup/company/create"
        onSaved={onSaved}
        locale="fr"
      />
    </MemoryRouter>,
  );
  return onSaved;
}

describe('KYC questionnaire, "other" amount', () => {
  beforeEach(() => vi.mocked(saveKycAnswers).mockClear());

  it('shows the minimum amount message and does not save below it', async () => {
    const user = userEvent.setup();
    const onSaved = renderForm();
    await user.click(screen.getByLabelText('Plus de 50 000 € (précisez le montant)'));
    await user.type(screen.getByLabelText(/Précisez le montant/), '40000');
    await user.click(screen.getByRole('button', { name: 'Enregistrer et continuer' }));
    expect(await screen.findByText('Veuillez saisir un montant supérieur à 50 000 €.')).toBeInTheDocument();
    expect(saveKycAnswers).not.toHaveBeenCalled();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('saves an amount above the minimum', async () => {
    const user = userEvent.setup();
    const onSaved = renderForm();
    await user.click(screen.getByLabelText('Plus de 50 000 € (précisez le montant)'));
    await user.type(screen.getByLabelText(/Précisez le montant/), '65 000');
    await user.click(screen.getByRole('button', { name: 'Enregistrer et continuer' }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(saveKycAnswers).toHaveBeenCalledWith(
      'company-1',
      [{ question_id: 3, answer: 'Plus de 50 000 € (précisez le montant)', other: '65000' }],
      [],
    );
  });
});

describe('KYC questionnaire, supporting documents', () => {
  beforeEach(() => vi.mocked(saveKycAnswers).mockClear());
  const withProof = [monthlyIncoming, capitalOriginProof];
  const pdf = () => new File(['%PDF-1.7\n'], 'pret.pdf', { type: 'application/pdf' });

  it('sends the picked files with the answers', async () => {
    const user = userEvent.setup();
    const onSaved = renderForm(vi.fn(), withProof);
    await user.click(screen.getByLabelText('Moins de 5 000 €'));
    await user.upload(screen.getByLabelText(/Justificatif de l’origine des fonds/), pdf());
    expect(screen.getByText('pret.pdf')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Enregistrer et continuer' }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalled());
    const [, answers, files] = vi.mocked(saveKycAnswers).mock.calls[0] ?? [];
    expect(answers).toEqual([{ question_id: 3, answer: 'Moins de 5 000 €', other: null }]);
    expect(files?.map((file) => file.name)).toEqual(['pret.pdf']);
  });

  it('refuses a file of another format on the question until a valid one is picked', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const onSaved = renderForm(vi.fn(), withProof);
    await user.click(screen.getByLabelText('Moins de 5 000 €'));
    const input = screen.getByLabelText(/Justificatif de l’origine des fonds/);
    await user.upload(input, new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' }));
    expect(await screen.findByText(/PDF, JPEG, PNG/)).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('button', { name: 'Enregistrer et continuer' }));
    expect(saveKycAnswers).not.toHaveBeenCalled();
    await user.upload(input, pdf());
    expect(input).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Enregistrer et continuer' }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(vi.mocked(saveKycAnswers).mock.calls[0]?.[2]?.map((file) => file.name)).toEqual(['pret.pdf']);
  });
});

describe('KYC questionnaire, answers proposed from Pro Santé Connect', () => {
  it('shows the proposed main activity chosen, says where it comes from, and lets her change it', async () => {
    const questions = [mainActivity];
    const proposals = pscKycProposals(questions, vouchedEvidence());
    render(
      <MemoryRouter>
        <KycForm
          questions={questions}
          initial={initialKycValues(questions, [], proposals)}
          proposals={proposals}
          companyId="company-1"
          backTo="/signup/company/create"
          onSaved={vi.fn()}
          locale="fr"
        />
      </MemoryRouter>,
    );
    const select = screen.getByRole('button', { name: /Quelle est votre activité principale/ });
    expect(select).toHaveTextContent('Médecin généraliste');
    expect(screen.getByText(/Proposé par Pro Santé Connect d’après votre profession/)).toBeVisible();
    const user = userEvent.setup();
    await user.click(select);
    await user.click(screen.getByRole('option', { name: 'Médecin spécialiste' }));
    expect(select).toHaveTextContent('Médecin spécialiste');
    expect(screen.queryByText(/Proposé par Pro Santé Connect/)).toBeNull();
  });

  it('shows fees ticked and no salaried activity proposed, each said under its question, hers once changed', async () => {
    const questions = [sourceOfFunds, salariedActivity];
    const proposals = pscKycProposals(questions, vouchedEvidence());
    const onSaved = vi.fn();
    render(
      <MemoryRouter>
        <KycForm
          questions={questions}
          initial={initialKycValues(questions, [], proposals)}
          proposals={proposals}
          companyId="company-1"
          backTo="/signup/company/create"
          onSaved={onSaved}
          locale="fr"
        />
      </MemoryRouter>,
    );
    const fees = screen.getByRole('checkbox', { name: 'Honoraires et actes' });
    expect(fees).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Épargne personnelle' })).not.toBeChecked();
    expect(screen.getByText(/Proposé par Pro Santé Connect d’après votre exercice libéral/)).toBeVisible();
    const salaried = screen.getByRole('group', { name: /Exercez-vous en parallèle une activité salariée/ });
    expect(within(salaried).getByRole('radio', { name: 'Non' })).toBeChecked();
    expect(screen.getByText(/Proposé par Pro Santé Connect d’après vos lieux d’exercice/)).toBeVisible();
    const user = userEvent.setup();
    // She ticks one more box: the answer is now hers, and said no more as proposed.
    await user.click(screen.getByRole('checkbox', { name: 'Épargne personnelle' }));
    expect(screen.queryByText(/d’après votre exercice libéral/)).toBeNull();
    await user.click(within(salaried).getByRole('radio', { name: 'Oui' }));
    expect(screen.queryByText(/d’après vos lieux d’exercice/)).toBeNull();
    // What she leaves as proposed, or changes, is sent as her answer.
    await user.click(screen.getByRole('button', { name: 'Enregistrer et continuer' }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(vi.mocked(saveKycAnswers).mock.calls.at(-1)?.[1]).toEqual([
      { question_id: 5, answer: ['Honoraires et actes', 'Épargne personnelle'], other: null },
      { question_id: 17, answer: 'Oui', other: null },
    ]);
  });
});
