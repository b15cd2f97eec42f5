import { GENDER_LABELS, GENDERS } from '@app/domain';
import { type Control, Controller, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CountryField } from '../../components/country-field';
import { RadioGroup } from '../../components/ui/radio-group';
import { TextInput } from '../../components/ui/text-input';
import { currentLocale } from '../../lib/i18n';

export interface IdentityValues {
  gender: 1 | 2 | null;
  first_name: string;
  last_name: string;
  phone: string;
  nationality: string;
}

interface IdentityFieldsProps<T extends IdentityValues> {
  control: Control<T>;
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
}

/** Civility, names, phone and nationality: shared by account creation and update. */
export function IdentityFields<T extends IdentityValues>({
  control,
  register,
  errors,
}: IdentityFieldsProps<T>) {
  const { t } = useTranslation();
  const locale = currentLocale();
  // The generic form type is narrowed to the identity part for field names and errors.
  const c = control as unknown as Control<IdentityValues>;
  const r = register as unknown as UseFormRegister<IdentityValues>;
  const e = errors as FieldErrors<IdentityValues>;
  return (
    <>
      <Controller
        control={c}
        name="gender"
        render={({ field }) => (
          <RadioGroup
            id="account-gender"
            name={field.name}
            legend={t('account.gender')}
            required
            options={GENDERS.map((gender) => ({ value: gender, label: GENDER_LABELS[gender][locale] }))}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={e.gender?.message}
          />
        )}
      />
      <div className="grid-2">
        <TextInput
          id="account-first-name"
          label={t('account.firstName')}
          autoComplete="given-name"
          required
          error={e.first_name?.message}
          {...r('first_name')}
        />
        <TextInput
          id="account-last-name"
          label={t('account.lastName')}
          autoComplete="family-name"
          required
          error={e.last_name?.message}
          {...r('last_name')}
        />
        <TextInput
          id="account-phone"
          label={t('account.phone')}
          hint={t('account.phoneHint')}
          type="tel"
          autoComplete="tel"
          required
          error={e.phone?.message}
          {...r('phone')}
        />
        <CountryField
          control={c}
          name="nationality"
          id="account-nationality"
          label={t('account.nationality')}
        />
      </div>
    </>
  );
}
