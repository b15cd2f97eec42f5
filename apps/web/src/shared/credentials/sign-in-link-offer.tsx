import { SIGN_IN_LINK_TTL_MINUTES, SignInLinkBodySchema } from '@app/domain';
import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { ApiError } from '../../lib/api-errors';
import { useTranslation } from '../../lib/use-translation';
import type { CredentialsForm } from './login-form-fields';
import { askForSignInLink } from './sign-in-link-api';
import './sign-in-link-offer.css';

type Outcome = { sentTo: string } | { failure: string } | null;

/**
 * The way in without the password: a link e-mailed to the address typed above (a forgotten
 * password, or an account created with Pro Santé Connect when the federation cannot be used).
 * The API answers the same for any address, so the page says "if an account has it".
 */
export function SignInLinkOffer({
  form,
  idPrefix,
}: {
  form: UseFormReturn<CredentialsForm>;
  idPrefix: string;
}) {
  const { t } = useTranslation();
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  async function send() {
    setOutcome(null);
    const parsed = SignInLinkBodySchema.safeParse({ email: form.getValues('email') });
    if (!parsed.success) {
      form.setError(
        'email',
        { message: parsed.error.issues[0]?.message ?? 'validation.email_format' },
        { shouldFocus: true },
      );
      return;
    }
    form.clearErrors('email');
    setSending(true);
    try {
      await askForSignInLink(parsed.data);
      setOutcome({ sentTo: parsed.data.email });
    } catch (error) {
      // A limit reached says when to try again, in the API's words; anything else is generic.
      setOutcome({
        failure:
          error instanceof ApiError && error.status === 429 && error.message
            ? error.message
            : t('auth.linkFailed'),
      });
    } finally {
      setSending(false);
    }
  }

  return (
    <div className="sign-in-link">
      <p id={`${idPrefix}-link-intro`} className="muted">
        {t('auth.linkIntro')}
      </p>
      <Button
        type="button"
        variant="secondary"
        onClick={send}
        loading={sending}
        aria-describedby={`${idPrefix}-link-intro`}
      >
        {t('auth.linkSubmit')}
      </Button>
      {outcome && 'sentTo' in outcome ? (
        <Alert tone="success" title={t('auth.linkSentTitle')}>
          <p>{t('auth.linkSentText', { email: outcome.sentTo, minutes: SIGN_IN_LINK_TTL_MINUTES })}</p>
        </Alert>
      ) : null}
      {outcome && 'failure' in outcome ? <Alert tone="error">{outcome.failure}</Alert> : null}
    </div>
  );
}
