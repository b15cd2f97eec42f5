import { useFormContext } from 'react-hook-form';
import { CountryField } from '../../components/country-field';
import { GenderField } from '../../components/gender-field';
import { TextField } from '../../components/text-field';
import { useTranslation } from '../../lib/use-translation';

export interface IdentityValues {
  gender: 1 | 2 | null;
  first_name: string;
  last_name: string;
  phone: string;
  nationality: string;
}

/** Civility, names, phone and nationality (under the form's FormProvider): shared by account creation and update. */
export function IdentityFields() {
  const { t } = useTranslation();
  const { control } = useFormContext<IdentityValues>();
  return (
    <fieldset className="form-section">
      <legend className="form-section__title">{t('account.identitySection')}</legend>
      <GenderField control={control} name="gender" id="account-gender" legend={t('account.gender')} />
      <div className="grid-2">
        <TextField<IdentityValues>
          name="first_name"
          id="account-first-name"
          label={t('account.firstName')}
          autoComplete="given-name"
          required
        />
        <TextField<IdentityValues>
          name="last_name"
          id="account-last-name"
          label={t('account.lastName')}
          autoComplete="family-name"
          required
        />
        <TextField<IdentityValues>
          name="phone"
          id="account-phone"
          label={t('account.phone')}
          hint={t('account.phoneHint')}
          type="tel"
          autoComplete="tel"
          required
        />
        <CountryField
          control={control}
          name="nationality"
          id="account-nationality"
          label={t('account.nationality')}
        />
      </div>
    </fieldset>
  );
}
