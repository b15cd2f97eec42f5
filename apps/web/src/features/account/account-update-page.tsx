import { type AccountUpdate, AccountUpdateSchema, type UserReply } from '@app/domain';
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
  const user = useQuery({ queryKey: ['user'], queryFn: fetchCurrentUser });

  return (
    <PageCard
      id="account-update"
      title={t('account.updateTitle')}
      lead={t('account.updateLead')}
      busy={user.isPending}
    >
      {user.data ? <AccountUpdateForm user={user.data} /> : <Skeleton lines={6} height="2.75rem" />}
    </PageCard>
  );
}

/**
 * Mounted once the user is read, so the form starts from their answers: filling it after a first
 * empty render could overwrite what they had begun to type.
 */
function AccountUpdateForm({ user }: { user: UserReply }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const journey = useJourney();
  const { gender, first_name, last_name, phone, nationality } = user;
  const { form, alert, showFailure, submit } = useApiForm<IdentityValues>({
    schema: AccountUpdateSchema,
    defaultValues: {
      gender: gender === 1 || gender === 2 ? gender : null,
      first_name,
      last_name,
      phone,
      nationality,
    },
    warnUnsaved: true,
  });

  useEffect(() => {
    storeUser(user);
  }, [user]);

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
    <JourneyForm form={form} onSubmit={onSubmit} alert={alert.messages} submitLabel={t('account.next')}>
      <IdentityFields />
    </JourneyForm>
  );
}
