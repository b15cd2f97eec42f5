import {
  type AccountCreateInput,
  accountCreateSchema,
  DEFAULT_COUNTRY,
  type PasswordScoreFn,
  type PscLinkBody,
  type RegistrationType,
  registrationTypeOf,
} from '@app/domain';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { PageCard } from '../../components/page-card';
import { TextField } from '../../components/text-field';
import { Alert } from '../../components/ui/alert';
import { ValidationError } from '../../lib/api-errors';
import { prefetchAppCheckToken } from '../../lib/app-check';
import { getProgress, updateProgress } from '../../lib/progress-store';
import { storeUser } from '../../lib/session';
import { useTranslation } from '../../lib/use-translation';
import { JourneyForm } from '../../shared/forms/journey-form';
import { useApiForm } from '../../shared/forms/use-api-form';
import { forgetVoucher, storedSponsor, storedVoucher } from '../../shared/journey/home-params';
import { paths } from '../../shared/journey/paths';
import { useJourney } from '../../shared/journey/use-journey';
import { PscSignInButton } from '../../shared/pro-sante-connect/psc-button';
import {
  forgetPscSignIn,
  pscAccountPrefill,
  pscAccountTie,
  pscTicketSpent,
} from '../../shared/pro-sante-connect/psc-sign-in-store';
import { PscVerified } from '../../shared/pro-sante-connect/psc-verified';
import { createAccount } from './account-api';
import { IdentityFields, type IdentityValues } from './identity-fields';
import { usePasswordScore } from './password/use-password-score';
import { PasswordFields } from './password-fields';
import { RequiredDocumentsModal } from './required-documents-modal';
import { markRequiredDocumentsSeen, requiredDocumentsSeen } from './required-documents-seen';
import { useVoucherText } from './use-voucher-text';
import './account.css';

interface AccountCreateValues extends IdentityValues {
  email: string;
  email_repeat: string;
  password: string;
  password_repeat: string;
  /** The journey's, checked with the rest; not a field of the form. */
  registration_type: RegistrationType;
  /** The Pro Santé Connect sign-in's ticket and practice: with it, no password. Not a field either. */
  pro_sante_connect: PscLinkBody | undefined;
}

/** The API's answer to a late or spent ticket: the sign-in no longer ties the account. */
const isTicketRefused = (error: unknown): boolean =>
  error instanceof ValidationError && 'pro_sante_connect.link_ticket' in error.fields;

/** The e-mail is still the one the federation vouched for (the account stores it lower-cased). */
const isVouchedEmail = (email: string, vouched: string | null): boolean =>
  vouched !== null && email.trim().toLowerCase() === vouched.toLowerCase();

/** Step 1: the account representative creates the account (spec §2.4, §5). */
export default function AccountCreatePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const journey = useJourney();
  const [showDocuments, setShowDocuments] = useState(() => !requiredDocumentsSeen());
  const scorePasswordRef = useRef<PasswordScoreFn | undefined>(undefined);
  const voucher = useVoucherText(storedVoucher(), forgetVoucher);
  const sponsor = storedSponsor();
  const prefill = getProgress().signupRequest?.prefill;
  // What Pro Santé Connect vouched for: the customer completes only the rest. With the sign-in's
  // ticket the account is tied at its creation and has no password (reached through the federation).
  const [psc, setPsc] = useState(pscAccountPrefill);
  const [tie, setTie] = useState(pscAccountTie);

  const { form, alert, showFailure, submit } = useApiForm<AccountCreateValues>({
    // The password is scored once the worker's dictionaries have loaded.
    schema: () => accountCreateSchema({ scorePassword: scorePasswordRef.current }),
    defaultValues: {
      gender: psc?.gender ?? null,
      first_name: psc?.first_name ?? prefill?.first_name ?? '',
      last_name: psc?.last_name ?? prefill?.last_name ?? '',
      phone: prefill?.phone ?? '',
      nationality: DEFAULT_COUNTRY,
      email: psc?.email ?? prefill?.email ?? '',
      // The federation vouched for its e-mail: no confirmation while it is kept.
      email_repeat: psc?.email ?? '',
      password: '',
      password_repeat: '',
      registration_type: registrationTypeOf(journey),
      pro_sante_connect: tie ?? undefined,
    },
    alertFields: ['registration_type', 'pro_sante_connect.link_ticket', 'pro_sante_connect.practice_siret'],
    warnUnsaved: true,
  });
  const { watch, setValue } = form;
  useEffect(prefetchAppCheckToken, []);
  const emailVouched = isVouchedEmail(watch('email'), psc?.email ?? null);
  // Kept, the vouched e-mail stands as its own confirmation; changed, the confirmation is typed.
  useEffect(() => {
    if (psc?.email) setValue('email_repeat', emailVouched ? psc.email : '');
  }, [emailVouched, psc?.email, setValue]);

  // A late or spent ticket: the account is then created as if typed by hand, with a password, and
  // nothing claims a verification the API lacks (the person may sign in with Pro Santé Connect again).
  const dropPscSignIn = () => {
    forgetPscSignIn();
    setTie(null);
    setPsc(null);
    setValue('pro_sante_connect', undefined);
    setValue('email_repeat', '');
  };

  const onSubmit = submit(async ({ password, password_repeat, pro_sante_connect, ...values }) => {
    const body: AccountCreateInput = {
      ...values,
      ...(pro_sante_connect ? { pro_sante_connect } : { password, password_repeat }),
      gender: values.gender as 1 | 2,
      registration_type: registrationTypeOf(journey),
      voucher: voucher.code,
      email_sponsor: sponsor,
    };
    try {
      const user = await createAccount(body);
      storeUser(user);
      if (pro_sante_connect) pscTicketSpent();
      updateProgress((progress) => ({ ...progress, journey }));
      navigate(paths.accountProofs(journey));
    } catch (error) {
      if (pro_sante_connect && isTicketRefused(error)) dropPscSignIn();
      showFailure(error);
    }
  });

  const [password, firstName, lastName, email] = watch(['password', 'first_name', 'last_name', 'email']);
  const strength = usePasswordScore(password, [firstName, lastName, email]);
  scorePasswordRef.current = strength.scorePassword;

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
        {psc ? <PscVerified /> : <PscSignInButton journey={journey} />}
      </div>
      <JourneyForm
        form={form}
        onSubmit={onSubmit}
        alert={alert.messages}
        submitLabel={t('account.next')}
        className="stack account-form"
      >
        <IdentityFields />
        <fieldset className="form-section">
          <legend className="form-section__title">{t('account.loginSection')}</legend>
          {tie ? <p className="muted">{t('account.passwordless')}</p> : null}
          <div className="grid-2">
            <TextField<AccountCreateValues>
              name="email"
              id="account-email"
              label={t('account.email')}
              type="email"
              autoComplete="email"
              required
              hint={emailVouched ? t('account.emailVouched') : undefined}
            />
            {emailVouched ? null : (
              <TextField<AccountCreateValues>
                name="email_repeat"
                id="account-email-repeat"
                label={t('account.emailRepeat')}
                type="email"
                autoComplete="email"
                required
              />
            )}
            {tie ? null : <PasswordFields strength={strength} />}
          </div>
        </fieldset>
      </JourneyForm>
      {showDocuments ? (
        <RequiredDocumentsModal
          journey={journey}
          onClose={() => {
            markRequiredDocumentsSeen();
            setShowDocuments(false);
          }}
        />
      ) : null}
    </PageCard>
  );
}
