import {
  type AccountCreateInput,
  accountCreateSchema,
  DEFAULT_COUNTRY,
  type PasswordScorer,
  type RegistrationType,
  registrationTypeOf,
} from '@app/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormAlert } from '../../components/form-alert';
import { PageCard } from '../../components/page-card';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { PasswordStrength } from '../../components/ui/password-strength';
import { TextInput } from '../../components/ui/text-input';
import { prefetchAppCheckToken } from '../../lib/app-check';
import { getProgress, updateProgress } from '../../lib/progress-store';
import { storeUser } from '../../lib/session';
import { useApiForm } from '../../shared/forms/use-api-form';
import { forgetVoucher, storedSponsor, storedVoucher } from '../../shared/journey/home-params';
import { paths } from '../../shared/journey/paths';
import { useJourney } from '../../shared/journey/use-journey';
import { createAccount } from './account-api';
import { IdentityFields, type IdentityValues } from './identity-fields';
import { RequiredDocumentsModal } from './required-documents-modal';
import { useVoucherText } from './use-voucher-text';
import './account.css';
import { Icon } from '../../components/ui/icon';

interface AccountCreateValues extends IdentityValues {
  email: string;
  email_repeat: string;
  password: string;
  password_repeat: string;
  /** The journey's, checked with the rest; not a field of the form. */
  registration_type: RegistrationType;
}

// Shown once per page load (spec §2.3: on first load of account creation).
let requiredDocumentsShown = false;

/** Step 1: the account representative creates the account (spec §2.4, §5). */
export default function AccountCreatePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const journey = useJourney();
  const [showDocuments, setShowDocuments] = useState(() => !requiredDocumentsShown);
  const [showPassword, setShowPassword] = useState(false);
  const scorerRef = useRef<PasswordScorer | null>(null);
  const voucher = useVoucherText(storedVoucher(), forgetVoucher);
  const sponsor = storedSponsor();
  const prefill = getProgress().signupRequest?.prefill;

  const { form, alert, showFailure, submit } = useApiForm<AccountCreateValues>({
    // The password is scored once the scorer has loaded.
    schema: () => accountCreateSchema({ scorePassword: scorerRef.current?.score }),
    defaultValues: {
      gender: null,
      first_name: prefill?.first_name ?? '',
      last_name: prefill?.last_name ?? '',
      phone: prefill?.phone ?? '',
      nationality: DEFAULT_COUNTRY,
      email: prefill?.email ?? '',
      email_repeat: '',
      password: '',
      password_repeat: '',
      registration_type: registrationTypeOf(journey),
    },
    alertFields: ['registration_type'],
    warnUnsaved: true,
  });
  const { register, control, formState, watch } = form;
  useEffect(prefetchAppCheckToken, []);

  const onScorer = useCallback((scorer: PasswordScorer) => {
    scorerRef.current = scorer;
  }, []);

  const onSubmit = submit(async (values) => {
    const body: AccountCreateInput = {
      ...values,
      gender: values.gender as 1 | 2,
      registration_type: registrationTypeOf(journey),
      voucher: voucher.code,
      email_sponsor: sponsor,
    };
    try {
      const user = await createAccount(body);
      storeUser(user);
      updateProgress((progress) => ({ ...progress, journey }));
      navigate(paths.accountProofs(journey));
    } catch (error) {
      showFailure(error);
    }
  });

  const [password, firstName, lastName, email] = watch(['password', 'first_name', 'last_name', 'email']);
  const { errors } = formState;

  return (
    <PageCard id="account" title={t('account.createTitle')} lead={t('account.createLead')}>
      <div className="stack">
        {voucher.text ? (
          <Alert tone="success" title={t('account.voucherTitle')}>
            {voucher.text}
          </Alert>
        ) : null}
        {sponsor ? <Alert tone="info">{t('account.sponsorInfo', { email: sponsor })}</Alert> : null}
        {prefill ? <Alert tone="info">{t('account.prefilledInfo')}</Alert> : null}
      </div>
      <form className="stack account-form" onSubmit={onSubmit} noValidate>
        <p className="small muted">{t('common.requiredHint')}</p>
        <fieldset className="form-section">
          <legend className="form-section__title">{t('account.identitySection')}</legend>
          <IdentityFields control={control} register={register} errors={errors} />
        </fieldset>
        <fieldset className="form-section">
          <legend className="form-section__title">{t('account.loginSection')}</legend>
          <div className="grid-2">
            <TextInput
              id="account-email"
              label={t('account.email')}
              type="email"
              autoComplete="email"
              required
              error={errors.email?.message}
              {...register('email')}
            />
            <TextInput
              id="account-email-repeat"
              label={t('account.emailRepeat')}
              type="email"
              autoComplete="email"
              required
              error={errors.email_repeat?.message}
              onPaste={(event) => event.preventDefault()}
              {...register('email_repeat')}
            />
            <div className="stack-sm">
              <TextInput
                id="account-password"
                label={t('account.password')}
                hint={t('account.passwordHint')}
                type={showPassword ? 'text' : 'password'}
                autoComplete="new-password"
                required
                error={errors.password?.message}
                suffix={
                  <Button
                    variant="ghost"
                    size="sm"
                    className="password-toggle"
                    aria-pressed={showPassword}
                    aria-label={showPassword ? t('account.hidePassword') : t('account.showPassword')}
                    onClick={() => setShowPassword((shown) => !shown)}
                  >
                    <Icon name={showPassword ? 'eyeOff' : 'eye'} />
                  </Button>
                }
                {...register('password')}
              />
              <PasswordStrength
                password={password}
                userInputs={[firstName, lastName, email]}
                onScorer={onScorer}
              />
            </div>
            <TextInput
              id="account-password-repeat"
              label={t('account.passwordRepeat')}
              type={showPassword ? 'text' : 'password'}
              autoComplete="new-password"
              required
              error={errors.password_repeat?.message}
              {...register('password_repeat')}
            />
          </div>
        </fieldset>
        <FormAlert messages={alert.messages} />
        <div className="form-actions">
          <Button type="submit" loading={formState.isSubmitting}>
            {t('account.next')}
          </Button>
        </div>
      </form>
      {showDocuments ? (
        <RequiredDocumentsModal
          journey={journey}
          onClose={() => {
            requiredDocumentsShown = true;
            setShowDocuments(false);
          }}
        />
      ) : null}
    </PageCard>
  );
}
