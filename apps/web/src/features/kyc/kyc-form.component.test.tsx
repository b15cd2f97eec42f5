import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { saveKycAnswers } from './kyc-api';
import { initialKycValues } from './kyc-form';
import { KycForm } from './kyc-page';
import { monthlyIncoming } from './kyc-test-questions';

vi.mock('./kyc-api', () => ({ saveKycAnswers: vi.fn(async () => []) }));

function renderForm(onSaved = vi.fn()) {
  render(
    <MemoryRouter>
      <KycForm
        questions={[monthlyIncoming]}
        initial={initialKycValues([monthlyIncoming], [])}
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
    expect(await screen.findByText('Veuillez saisir un montant supérieur à 50000 €.')).toBeInTheDocument();
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
    expect(saveKycAnswers).toHaveBeenCalledWith('company-1', [
      { question_id: 3, answer: 'Plus de 50 000 € (précisez le montant)', other: '65000' },
    ]);
  });
});
