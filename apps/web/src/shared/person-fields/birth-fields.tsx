import { Controller, type FieldValues, useFormContext } from 'react-hook-form';
import { CountryField } from '../../components/country-field';
import { TextField } from '../../components/text-field';
import { DateInput } from '../../components/ui/date-input';
import { useTranslation } from '../../lib/use-translation';
import { fieldName, type PersonFieldPrefix } from './field-names';

/** A person's birth: date, country, and the city (with its postcode when born in France). */
export function BirthFields({ prefix, idPrefix }: { prefix: PersonFieldPrefix; idPrefix: string }) {
  const { t } = useTranslation();
  const { control, watch } = useFormContext<FieldValues>();
  const name = (field: string) => fieldName(prefix, field);
  const bornIn = watch(name('birth_address.country'));
  return (
    <>
      <Controller
        control={control}
        name={name('birth_date')}
        render={({ field, fieldState }) => (
          <DateInput
            id={`${idPrefix}-birth-date`}
            name={field.name}
            label={t('shareholders.person.birthDate')}
            required
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
          />
        )}
      />
      <CountryField
        control={control}
        name={name('birth_address.country')}
        id={`${idPrefix}-birth-country`}
        label={t('shareholders.person.birthCountry')}
      />
      <div className="inline-fields">
        {bornIn === 'FR' ? (
          <TextField
            name={name('birth_address.zip')}
            id={`${idPrefix}-birth-zip`}
            label={t('shareholders.person.birthZip')}
            inputMode="numeric"
            maxLength={5}
            required
          />
        ) : (
          <span />
        )}
        <TextField
          name={name('birth_address.city')}
          id={`${idPrefix}-birth-city`}
          label={t('shareholders.person.birthCity')}
          required
        />
      </div>
    </>
  );
}
