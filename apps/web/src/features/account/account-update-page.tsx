import { type AccountUpdate, AccountUpdateSchema, DEFAULT_COUNTRY } from '@app/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { PageCard } from '../../components/page-card';
import { Skeleton } from '../../components/ui/spinner';
import { fetchCurrentUser, storeUser } from '../../lib/session';
import { useTranslation } from '../../lib/use-translation';
import { JourneyForm } from '../../shared/forms/journey-form';
import { useApiForm } from '../../shared/forms/use-api-form';
import { paths } from '../../shared/journey/paths';
import { useJourney } from '../../shared/journey/use-journey';
import { updateAccount } from './account-api';
import { IdentityFields, type IdentityValues } from './identity-fields';
import './account.css';

/** Step 1 in update mode: the user is reloaded from the server, then goes to account proofs. */
export default function AccountUpdatePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const journey = useJourney();
  const user = useQuery({ queryKey: ['user'], queryFn: fetchCurrentUser });

  const { form, alert, showFailure, submit } = useApiForm<IdentityValues>({
    schema: AccountUpdateSchema,
    defaultValues: { gender: null, first_name: '', last_name: '', phone: '', nationality: DEFAULT_COUNTRY },
    warnUnsaved: true,
  });
  const { reset } = form;

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

  const onSubmit = submit(async (values) => {
    try {
      const updated = await updateAccount({ ...values, gender: values.gender as 1 | 2 } as AccountUpdate);
      storeUser(updated);
      navigate(paths.accountProofs(journey));
    } catch (error) {
      showFailure(error);
    }
  });

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
        <JourneyForm form={form} onSubmit={onSubmit} alert={alert.messages} submitLabel={t('account.next')}>
          <IdentityFields />
        </JourneyForm>
      )}
    </PageCard>
  );
}
