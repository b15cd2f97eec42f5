import { type SignupLinkRenewalBody, SignupLinkRenewalBodySchema } from '@app/domain';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageCard } from '../../components/page-card';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { TextInput } from '../../components/ui/text-input';
import { ValidationError } from '../../lib/api-errors';
import { useTranslation } from '../../lib/use-translation';
import { ErrorSummary } from '../../shared/forms/error-summary';
import { useApiForm } from '../../shared/forms/use-api-form';
import { LINK_PROBLEMS, type LinkProblem } from '../../shared/journey/link-problems';
import { paths } from '../../shared/journey/paths';
import { askForNewLink } from './link-renewal-api';

const problemOf = (value: string | null): LinkProblem =>
  (LINK_PROBLEMS as readonly string[]).includes(value ?? '') ? (value as LinkProblem) : 'expired';

/**
 * A link that can no longer be used (expired, already used, its request finished or withdrawn,
 * or not recognised): why, and a form to ask for a new one by the request's e-mail address.
 */
export default function LinkUnavailablePage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const problem = problemOf(search.get('reason'));
  const [sent, setSent] = useState(false);
  const [failed, setFailed] = useState(false);
  const { form, alert, attachServerErrors, submit } = useApiForm<SignupLinkRenewalBody>({
    schema: SignupLinkRenewalBodySchema,
    defaultValues: { email: '' },
    mode: 'onSubmit',
  });
  const { register, formState } = form;

  const onSubmit = submit(async (data) => {
    setFailed(false);
    try {
      await askForNewLink(data);
      setSent(true);
    } catch (error) {
      if (error instanceof ValidationError) attachServerErrors(error);
      else setFailed(true);
    }
  });

  return (
    <PageCard id="link-unavailable" title={t(`linkRenewal.${problem}.title`)} stack>
      <p>{t(`linkRenewal.${problem}.text`)}</p>
      {sent ? (
        <Alert tone="success" title={t('linkRenewal.sentTitle')}>
          <p>{t('linkRenewal.sentText')}</p>
        </Alert>
      ) : (
        <form className="stack" onSubmit={onSubmit} noValidate aria-labelledby="link-renewal-title">
          <h2 id="link-renewal-title">{t('linkRenewal.formTitle')}</h2>
          <p>{t('linkRenewal.formText')}</p>
          <TextInput
            id="link-renewal-email"
            label={t('linkRenewal.email')}
            type="email"
            autoComplete="email"
            required
            error={formState.errors.email?.message}
            {...register('email')}
          />
          {failed ? <Alert tone="error">{t('linkRenewal.failed')}</Alert> : null}
          <Button type="submit" loading={formState.isSubmitting}>
            {t('linkRenewal.submit')}
          </Button>
          <ErrorSummary messages={alert.messages} errors={formState.errors} />
        </form>
      )}
      <p>
        <Link to={paths.home}>{t('linkRenewal.home')}</Link>
      </p>
    </PageCard>
  );
}
