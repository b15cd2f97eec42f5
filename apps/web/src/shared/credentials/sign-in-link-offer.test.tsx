import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TextInput } from '../../components/ui/text-input';
import { ApiError } from '../../lib/api-errors';
import type { CredentialsForm } from './login-form-fields';
import { SignInLinkOffer } from './sign-in-link-offer';

const askForSignInLink = vi.hoisted(() => vi.fn());
vi.mock('./sign-in-link-api', () => ({ askForSignInLink }));

/** The e-mail field of a credentials form, and the offer under it. */
function Credentials() {
  const form = useForm<CredentialsForm>({ defaultValues: { email: '', password: '' } });
  return (
    <form>
      <TextInput
        id="login-email"
        label="Adresse e-mail"
        type="email"
        error={form.formState.errors.email?.message}
        {...form.register('email')}
      />
      <SignInLinkOffer form={form} idPrefix="login" />
    </form>
  );
}

const email = () => screen.getByRole('textbox', { name: /^Adresse e-mail/ });
const ask = () => screen.getByRole('button', { name: 'Recevoir un lien de connexion' });

describe('the sign-in link under the credentials', () => {
  beforeEach(() => askForSignInLink.mockReset());

  it('refuses a malformed address at its field, focused, and sends nothing', async () => {
    render(<Credentials />);
    await userEvent.type(email(), 'camille.durand');
    await userEvent.click(ask());
    expect(email()).toHaveAttribute('aria-invalid', 'true');
    expect(email()).toHaveFocus();
    expect(askForSignInLink).not.toHaveBeenCalled();
  });

  it('asks for the link and says it was sent if an account has the address, for how long', async () => {
    askForSignInLink.mockResolvedValue({ accepted: true });
    render(<Credentials />);
    await userEvent.type(email(), 'camille.durand@example.test');
    await userEvent.click(ask());
    expect(askForSignInLink).toHaveBeenCalledWith({ email: 'camille.durand@example.test' });
    const sent = await screen.findByRole('status');
    expect(sent).toHaveTextContent('Si un compte existe pour camille.durand@example.test');
    expect(sent.textContent).toContain('pendant 15\u00a0minutes');
  });

  it('says when the limit is reached in the API’s words, and a generic failure otherwise', async () => {
    askForSignInLink.mockRejectedValueOnce(new ApiError(429, 'too_many_requests', 'Trop de demandes.'));
    render(<Credentials />);
    await userEvent.type(email(), 'camille.durand@example.test');
    await userEvent.click(ask());
    expect(await screen.findByRole('alert')).toHaveTextContent('Trop de demandes.');
    askForSignInLink.mockRejectedValueOnce(new TypeError('offline'));
    await userEvent.click(ask());
    expect(await screen.findByRole('alert')).toHaveTextContent("Le lien n'a pas pu être envoyé");
  });
});
