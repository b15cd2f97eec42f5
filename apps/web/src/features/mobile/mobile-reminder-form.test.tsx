import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-errors';
import { MobileReminderForm } from './mobile-reminder-form';

const sendSignupReminder = vi.hoisted(() => vi.fn());
vi.mock('./mobile-api', () => ({ sendSignupReminder }));

const WEBSITE = 'https://www.brand.example/offre';

/** A field by the start of its French label (the required mark follows it). */
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));

function fill(values: Partial<Record<string, string>> = {}) {
  const all = {
    Prénom: 'Claire',
    'Nom(?! de|bre)': 'Benard',
    'Adresse e-mail': 'claire.benard@example.test',
    Téléphone: '06 12 34 56 78',
    'Nom de votre société ou activité': 'Cabinet Benard',
    'Nombre de salariés': '1-10',
    ...values,
  };
  for (const [label, value] of Object.entries(all)) fireEvent.change(field(label), { target: { value } });
}

const submit = () => screen.getByRole('button', { name: "M'envoyer un rappel" });

describe('the mobile reminder form', () => {
  beforeEach(() => {
    sendSignupReminder.mockReset();
  });

  it('keeps submit disabled while a field is empty', () => {
    render(<MobileReminderForm commercialUrl={WEBSITE} />);
    expect(submit()).toBeDisabled();
    fill({ Téléphone: '' });
    expect(submit()).toBeDisabled();
    fireEvent.change(field('Téléphone'), {
      target: { value: '06 12 34 56 78' },
    });
    expect(submit()).toBeEnabled();
  });

  it('says which fields are still missing while the button is disabled', () => {
    render(<MobileReminderForm commercialUrl={WEBSITE} />);
    const hint = () => document.getElementById('mobile-submit-hint');
    expect(submit()).toHaveAttribute('aria-describedby', 'mobile-submit-hint');
    expect(hint()?.textContent).toBe(
      'Pour envoyer, renseignez\u00a0: Prénom, Nom, Adresse e-mail, Téléphone, Nom de votre société ou activité, Nombre de salariés.',
    );
    fill({ Téléphone: '', 'Nombre de salariés': '' });
    expect(hint()?.textContent).toBe('Pour envoyer, renseignez\u00a0: Téléphone, Nombre de salariés.');
    fill();
    expect(hint()).toBeNull();
    expect(submit()).not.toHaveAttribute('aria-describedby');
  });

  it('refuses a malformed phone before sending anything', async () => {
    render(<MobileReminderForm commercialUrl={WEBSITE} />);
    fill({ Téléphone: '06-12-AB' });
    fireEvent.click(submit());
    // The message at the field, and the summary's link to it.
    expect(await screen.findByText('Le format du numéro de téléphone est incorrect')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Téléphone\u00a0: Le format/ })).toHaveAttribute(
      'href',
      '#mobile-phone',
    );
    expect(sendSignupReminder).not.toHaveBeenCalled();
  });

  it('shows the sent state with the link to the commercial website', async () => {
    sendSignupReminder.mockResolvedValue({});
    render(<MobileReminderForm commercialUrl={WEBSITE} />);
    fill();
    fireEvent.click(submit());
    expect(await screen.findByText("C'est noté !")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Découvrir notre offre' })).toHaveAttribute('href', WEBSITE);
    expect(sendSignupReminder).toHaveBeenCalledWith(
      expect.objectContaining({ email: 'claire.benard@example.test', company_size: '1-10' }),
    );
  });

  it('on a failure marks the e-mail denied, empties the form, and clears the mark when the e-mail is edited', async () => {
    sendSignupReminder.mockRejectedValue(new ApiError(500, 'internal', 'down'));
    render(<MobileReminderForm commercialUrl={WEBSITE} />);
    fill();
    fireEvent.click(submit());
    const denied = "Cette adresse e-mail n'a pas pu être utilisée. Vérifiez-la ou saisissez-en une autre.";
    expect(await screen.findByText(denied)).toBeInTheDocument();
    expect(field('Prénom')).toHaveValue('');
    fireEvent.change(field('Adresse e-mail'), {
      target: { value: 'claire@example.test' },
    });
    await waitFor(() => expect(screen.queryByText(denied)).not.toBeInTheDocument());
  });
});
