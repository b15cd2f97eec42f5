import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, ValidationError } from '../../lib/api-errors';
import { getChallengeStatus } from './api/get-challenge-status';
import { getEnrollInit } from './api/get-enroll-init';
import { getEnrollStatus } from './api/get-enroll-status';
import { postChallengeTrigger } from './api/post-challenge-trigger';
import { postChallengeValidate } from './api/post-challenge-validate';
import { postEnrollActivate } from './api/post-enroll-activate';
import ScaModal from './sca-modal';
import { challenge, scaRequired, token, triggered } from './sca-test-data';

vi.mock('./api/post-challenge-trigger', () => ({ postChallengeTrigger: vi.fn() }));
vi.mock('./api/post-challenge-validate', () => ({ postChallengeValidate: vi.fn() }));
vi.mock('./api/get-challenge-status', () => ({ getChallengeStatus: vi.fn() }));
vi.mock('./api/get-enroll-init', () => ({ getEnrollInit: vi.fn() }));
vi.mock('./api/get-enroll-status', () => ({ getEnrollStatus: vi.fn() }));
vi.mock('./api/get-sca-tokens', () => ({ getScaTokens: vi.fn() }));
vi.mock('./api/post-enroll-activate', () => ({ postEnrollActivate: vi.fn() }));

const email = token();
const app = token({ id: 'tok-app', type: 'app', description: 'iPhone de Camille' });

function renderModal(body = scaRequired()) {
  const onSuccess = vi.fn();
  const onCancel = vi.fn();
  const onRestart = vi.fn();
  render(<ScaModal body={body} onSuccess={onSuccess} onCancel={onCancel} onRestart={onRestart} />);
  return { onSuccess, onCancel, onRestart };
}

const codeBoxes = () => screen.getAllByRole('textbox', { name: /chiffre/i });

describe('SCA modal with a code method', () => {
  beforeEach(() => {
    vi.mocked(postChallengeTrigger).mockResolvedValue(triggered(email));
  });
  afterEach(() => vi.clearAllMocks());

  it('sends the code, takes a pasted code without its non-digits and resolves with the challenge id', async () => {
    const user = userEvent.setup();
    vi.mocked(postChallengeValidate).mockResolvedValue(triggered(email, { status: 'accepted' }));
    const { onSuccess } = renderModal();

    expect(screen.getByText(/Opération à confirmer : Finaliser l'ouverture/)).toBeInTheDocument();
    expect(screen.getByText(/c\*\*\*e@example\.fr/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Envoyer le code' }));
    expect(postChallengeTrigger).toHaveBeenCalledWith('ch-1', 'tok-email');

    const boxes = await waitFor(() => {
      const found = codeBoxes();
      expect(found).toHaveLength(6);
      return found;
    });
    expect(screen.getByRole('timer')).toBeInTheDocument();
    const first = boxes[0] as HTMLInputElement;
    fireEvent.paste(first, { clipboardData: { getData: () => '12a 34-56' } });

    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith('ch-1'));
    expect(postChallengeValidate).toHaveBeenCalledTimes(1);
    expect(postChallengeValidate).toHaveBeenCalledWith('ch-1', '123456');
  });

  it('shows a wrong code under the boxes and lets the user type again', async () => {
    const user = userEvent.setup();
    vi.mocked(postChallengeValidate).mockRejectedValueOnce(
      new ValidationError('failed', { code: 'Le code est incorrect.' }, { attempts_left: 4 }),
    );
    const { onSuccess } = renderModal();
    await user.click(screen.getByRole('button', { name: 'Envoyer le code' }));
    await waitFor(() => expect(codeBoxes()[0]).toHaveFocus());
    await user.keyboard('000000');
    // The boxes are rebuilt (emptied, focus back in the first one): query the message afresh.
    await waitFor(() =>
      expect(screen.getByText('Le code est incorrect.', { selector: '.field__error' })).toBeInTheDocument(),
    );
    expect(onSuccess).not.toHaveBeenCalled();
    // The boxes were emptied and the first one has the focus again.
    await waitFor(() => expect(codeBoxes()[0]).toHaveFocus());
    expect(
      codeBoxes()
        .map((box) => (box as HTMLInputElement).value)
        .join(''),
    ).toBe('');
  });

  it('digits only: letters typed in a box are ignored', async () => {
    const user = userEvent.setup();
    renderModal();
    await user.click(screen.getByRole('button', { name: 'Envoyer le code' }));
    await waitFor(() => expect(codeBoxes()[0]).toHaveFocus());
    await user.keyboard('a1b2');
    expect(
      codeBoxes()
        .map((box) => (box as HTMLInputElement).value)
        .join(''),
    ).toBe('12');
    expect(postChallengeValidate).not.toHaveBeenCalled();
  });

  it('closing without success rejects (onCancel) and never resolves', async () => {
    const user = userEvent.setup();
    const { onSuccess, onCancel } = renderModal();
    await user.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('try again after a failure asks for a new challenge with the same method; the failed one is not sent again', async () => {
    const user = userEvent.setup();
    vi.mocked(postChallengeValidate).mockRejectedValueOnce(
      new ValidationError('failed', { code: 'Trop de codes erronés.' }, { attempts_left: 0 }),
    );
    const { onRestart, onSuccess, onCancel } = renderModal();
    await user.click(screen.getByRole('button', { name: 'Envoyer le code' }));
    await waitFor(() => expect(codeBoxes()[0]).toHaveFocus());
    await user.keyboard('000000');
    expect(await screen.findByRole('alert', {}, { timeout: 3000 })).toHaveTextContent(
      "La vérification en deux étapes n'a pas abouti",
    );
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(onRestart).toHaveBeenCalledWith(email.id);
    expect(postChallengeTrigger).toHaveBeenCalledTimes(1);
    expect(onSuccess).not.toHaveBeenCalled();
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('the new challenge of a try again is sent at once with the method kept (back to send-invitation)', async () => {
    const sms = token({ id: 'tok-sms', type: 'sms', description: '+33 6 •• •• •• 78' });
    vi.mocked(postChallengeTrigger).mockResolvedValue(triggered(sms, { id: 'ch-2' }));
    render(
      <ScaModal
        body={scaRequired({ challenge: challenge({ id: 'ch-2' }), tokens: [email, sms] })}
        resumeTokenId="tok-sms"
        onSuccess={vi.fn()}
        onCancel={vi.fn()}
        onRestart={vi.fn()}
      />,
    );
    await waitFor(() => expect(codeBoxes()).toHaveLength(6));
    expect(postChallengeTrigger).toHaveBeenCalledTimes(1);
    expect(postChallengeTrigger).toHaveBeenCalledWith('ch-2', 'tok-sms');
  });
});

describe('SCA modal while a code by SMS is awaited', () => {
  const sms = token({ id: 'tok-sms', type: 'sms', description: '06 ** ** ** 78' });
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.mocked(postChallengeTrigger).mockResolvedValue(triggered(sms));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.clearAllMocks();
  });

  it('shows the spec’s failure when the code could not be delivered, instead of waiting for it', async () => {
    vi.mocked(getChallengeStatus)
      .mockResolvedValueOnce(triggered(sms))
      .mockResolvedValue(triggered(sms, { status: 'failed' }));
    const { onSuccess } = renderModal(scaRequired({ tokens: [sms] }));
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer le code' }));
    await waitFor(() => expect(codeBoxes()).toHaveLength(6));

    await act(() => vi.advanceTimersByTimeAsync(2100));
    expect(getChallengeStatus).toHaveBeenCalledWith('ch-1');
    // Still triggered: the customer keeps waiting for the code.
    expect(codeBoxes()).toHaveLength(6);
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(
      await screen.findByText("La vérification en deux étapes n'a pas abouti", { selector: '.alert__title' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        "Le code n'a pas pu vous être envoyé. Réessayez ou choisissez une autre méthode de vérification.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
    expect(postChallengeValidate).not.toHaveBeenCalled();
    expect(onSuccess).not.toHaveBeenCalled();
  });
});

describe('SCA modal with the app', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.mocked(postChallengeTrigger).mockResolvedValue(triggered(app));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.clearAllMocks();
  });

  it('polls the status every 2 s and validates once the phone accepted', async () => {
    vi.mocked(getChallengeStatus)
      .mockResolvedValueOnce(triggered(app))
      .mockResolvedValueOnce(triggered(app, { status: 'accepted' }));
    vi.mocked(postChallengeValidate).mockResolvedValue(triggered(app, { status: 'accepted' }));
    const { onSuccess } = renderModal(scaRequired({ tokens: [app] }));
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer la demande' }));
    expect(await screen.findByText(/En attente de votre confirmation/)).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(1900));
    expect(getChallengeStatus).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(getChallengeStatus).toHaveBeenCalledTimes(1);
    expect(postChallengeValidate).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(getChallengeStatus).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith('ch-1'));
    expect(postChallengeValidate).toHaveBeenCalledWith('ch-1', undefined);
  });

  it('a refusal on the phone is a failure', async () => {
    vi.mocked(getChallengeStatus).mockResolvedValue(triggered(app, { status: 'rejected' }));
    const { onSuccess } = renderModal(scaRequired({ tokens: [app] }));
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer la demande' }));
    await screen.findByText(/En attente de votre confirmation/);
    await act(() => vi.advanceTimersByTimeAsync(2100));
    expect(await screen.findByText('La demande a été refusée depuis votre application.')).toBeInTheDocument();
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('the end of the countdown is a failure', async () => {
    vi.mocked(postChallengeTrigger).mockResolvedValue(triggered(app, { ttl: 30 }));
    vi.mocked(getChallengeStatus).mockResolvedValue(triggered(app));
    renderModal(scaRequired({ tokens: [app] }));
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer la demande' }));
    await screen.findByText(/En attente de votre confirmation/);
    await act(() => vi.advanceTimersByTimeAsync(31_000));
    expect(await screen.findByText('Le délai est écoulé.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
  });
});

describe('SCA modal, setting up a code method', () => {
  const enrollment = {
    id: 'tok-sms',
    type: 'sms' as const,
    description: '+33 6 •• •• •• 78',
    ttl: 120,
    challenge: { id: 'ch-enroll' },
    activated: null,
  };
  beforeEach(() => {
    vi.mocked(getEnrollInit).mockResolvedValue(enrollment);
  });
  afterEach(() => vi.clearAllMocks());

  async function startSmsSetup() {
    const user = userEvent.setup();
    renderModal(scaRequired({ setup_required: true, tokens: [] }));
    await user.click(screen.getByRole('radio', { name: /Code par SMS/ }));
    await user.click(screen.getByRole('button', { name: 'Continuer' }));
    await screen.findByText(/Nous avons envoyé un code à 6 chiffres à \+33 6/);
    return user;
  }

  it('"receive a new code" sends again for the same enrolment (no new enrolment, no new verification)', async () => {
    vi.mocked(postChallengeTrigger).mockResolvedValue(triggered(token(), { id: 'ch-enroll' }));
    const user = await startSmsSetup();
    await user.click(screen.getByRole('button', { name: 'Recevoir un nouveau code' }));
    expect(await screen.findByText('Un nouveau code a été envoyé.')).toBeInTheDocument();
    expect(postChallengeTrigger).toHaveBeenCalledWith('ch-enroll');
    expect(getEnrollInit).toHaveBeenCalledTimes(1);
  });

  it('an enrolment whose code could not be delivered says so instead of waiting for it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      vi.mocked(getEnrollStatus).mockResolvedValueOnce({ id: 'tok-sms', status: 'init' }).mockResolvedValue({
        id: 'tok-sms',
        status: 'failed',
      });
      await startSmsSetup();
      await act(() => vi.advanceTimersByTimeAsync(2100));
      expect(getEnrollStatus).toHaveBeenCalledWith('tok-sms');
      expect(screen.queryByText(/n'a pas pu vous être envoyé/)).not.toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(2000));
      expect(
        await screen.findByText(
          "Le code n'a pas pu vous être envoyé. Réessayez ou choisissez une autre méthode de vérification.",
          { selector: '.field__error' },
        ),
      ).toBeInTheDocument();
      expect(postEnrollActivate).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });

  it('an enrolment that expired starts over with a new one', async () => {
    vi.mocked(postChallengeTrigger).mockRejectedValue(
      new ApiError(409, 'conflict', 'failed', { status: 'expired', reason: 'Le code a expiré.' }),
    );
    const user = await startSmsSetup();
    await user.click(screen.getByRole('button', { name: 'Recevoir un nouveau code' }));
    await waitFor(() => expect(getEnrollInit).toHaveBeenCalledTimes(2));
  });
});

describe('SCA modal, the e-mail Pro Santé Connect verified', () => {
  afterEach(() => vi.clearAllMocks());

  it('skips the code step when the API activated the e-mail method at once, and says why', async () => {
    const active = token({ id: 'tok-vouched', description: 's•••@cabinet-legoff.example.test' });
    vi.mocked(getEnrollInit).mockResolvedValue({
      id: 'tok-vouched',
      type: 'email',
      description: 's•••@cabinet-legoff.example.test',
      ttl: 120,
      challenge: { id: 'ch-vouched' },
      activated: { reason: 'email_verified_by_pro_sante_connect', token: active },
    });
    const user = userEvent.setup();
    renderModal(scaRequired({ setup_required: true, tokens: [] }));
    await user.click(screen.getByRole('radio', { name: /Code par e-mail/ }));
    await user.click(screen.getByRole('button', { name: 'Continuer' }));
    expect(
      await screen.findByRole('heading', { name: 'Méthode activée\u00a0: Code par e-mail' }),
    ).toBeVisible();
    expect(screen.getByText(/Pro Santé Connect a vérifié cette adresse e-mail/)).toBeVisible();
    // No code was asked for the set-up, nor sent to activate it.
    expect(screen.queryByText(/Nous avons envoyé un code/)).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(postEnrollActivate).not.toHaveBeenCalled();
    // Then the operation is confirmed by the code sent to that mailbox, as for every customer.
    await user.click(screen.getByRole('button', { name: 'Continuer' }));
    expect(await screen.findByRole('button', { name: 'Envoyer le code' })).toBeVisible();
  });
});
