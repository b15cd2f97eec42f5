import { type AccountUpdate, AccountUpdateSchema, DEFAULT_COUNTRY } from '@app/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormAlert } from '../../components/form-alert';
import { PageCard } from '../../components/page-card';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/spinner';
import { applyServerErrors } from '../../lib/form-errors';
import { useUnsavedChangesWarning } from '../../lib/hooks/use-unsaved-changes-warning';
import { fetchCurrentUser, storeUser } from '../../lib/session';
import { paths } from '../../shared/journey/paths';
import { useJourney } from '../../shared/journey/use-journey';
import { updateAccount } from './account-api';
import { IdentityFields, type IdentityValues } from './identity-fields';
import { useAccountFormAlert } from './use-account-form-alert';
import './account.css';
import { zodFormResolver } from '../../lib/zod-resolver';

const FIELDS = ['gender', 'first_name', 'last_name', 'phone', 'nationality'] as const;

/** Step 1 in update mode: the user is reloaded from the server, then goes to account proofs. */
export default function AccountUpdatePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const journey = useJourney();
  const user = useQuery({ queryKey: ['user'], queryFn: fetchCurrentUser });

  const form = useForm<IdentityValues>({
    resolver: zodFormResolver<IdentityValues>(AccountUpdateSchema),
    defaultValues: { gender: null, first_name: '', last_name: '', phone: '', nationality: DEFAULT_COUNTRY },
  });
  const { control, register, formState, handleSubmit, reset, setError } = form;
  useUnsavedChangesWarning(formState.isDirty && !formState.isSubmitSuccessful);
  const formAlert = useAccountFormAlert(Object.keys(formState.errors).length > 0);

  useEffect(() => {
    if (!user.data) return;
    storeUser(user.data);
    const { gender, first_name, last_name, phone, nationality } = user.data;
    reset({
      gender: gender === 1 || gender === 2 ? gender : null,
      first_name,
      last_name,
      phone,
      nationality,
    });
  }, [user.data, reset]);

  const onSubmit = handleSubmit(async (values) => {
    formAlert.clear();
    try {
      const updated = await updateAccount({ ...values, gender: values.gender as 1 | 2 } as AccountUpdate);
      storeUser(updated);
      navigate(paths.accountProofs(journey));
    } catch (error) {
      const others = applyServerErrors(error, setError, FIELDS);
      formAlert.showFailure(others);
    }
  }, formAlert.showInvalid);

  return (
    <PageCard
      id="account-update"
      title={t('account.updateTitle')}
      lead={t('account.updateLead')}
      busy={user.isPending}
    >
      {user.isPending ? (
        <Skeleton lines={6} height="2.75rem" />
      ) : (
        <form className="stack" onSubmit={onSubmit} noValidate>
          <p className="small muted">{t('common.requiredHint')}</p>
          <fieldset className="form-section">
            <legend className="form-section__title">{t('account.identitySection')}</legend>
            <IdentityFields control={control} register={register} errors={formState.errors} />
          </fieldset>
          <FormAlert messages={formAlert.messages} />
          <div className="form-actions">
            <Button type="submit" loading={formState.isSubmitting}>
              {t('account.next')}
            </Button>
          </div>
        </form>
      )}
    </PageCard>
  );
}
