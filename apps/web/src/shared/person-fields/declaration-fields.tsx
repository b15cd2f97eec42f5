import { type FieldValues, useFormContext } from 'react-hook-form';
import { CountryField } from '../../components/country-field';
import { TextField } from '../../components/text-field';
import { YesNoField } from '../../components/yes-no-field';
import { useTranslation } from '../../lib/use-translation';
import { fieldName, type PersonFieldPrefix } from './field-names';

/**
 * A person's declarations: politically exposed (with the function and country) and US person
 * (with the TIN). Worded to the user themself ("vous") or about another person.
 */
export function DeclarationFields({
  prefix,
  idPrefix,
  isUser,
}: {
  prefix: PersonFieldPrefix;
  idPrefix: string;
  isUser: boolean;
}) {
  const { t } = useTranslation();
  const { control, watch } = useFormContext<FieldValues>();
  const name = (field: string) => fieldName(prefix, field);
  const pep = watch(name('is_pep')) === true;
  const usPerson = watch(name('is_fatca')) === true;
  return (
    <>
      <YesNoField
        control={control}
        name={name('is_pep')}
        id={`${idPrefix}-is-pep`}
        legend={t(isUser ? 'shareholders.person.isPepUser' : 'shareholders.person.isPep')}
        hint={t('shareholders.person.isPepHint')}
      />
      {pep ? (
        <>
          <TextField
            name={name('pep_function')}
            id={`${idPrefix}-pep-function`}
            label={t('shareholders.person.pepFunction')}
            hint={t('shareholders.person.pepFunctionHint')}
            required
          />
          <CountryField
            control={control}
            name={name('pep_country')}
            id={`${idPrefix}-pep-country`}
            label={t('shareholders.person.pepCountry')}
          />
        </>
      ) : null}
      <YesNoField
        control={control}
        name={name('is_fatca')}
        id={`${idPrefix}-is-fatca`}
        legend={t(isUser ? 'shareholders.person.isFatcaUser' : 'shareholders.person.isFatca')}
        hint={t('shareholders.person.isFatcaHint')}
      />
      {usPerson ? (
        <TextField
          name={name('us_tin')}
          id={`${idPrefix}-us-tin`}
          label={t('shareholders.person.usTin')}
          hint={t('shareholders.person.usTinHint')}
          inputMode="numeric"
          maxLength={11}
          required
        />
      ) : null}
    </>
  );
}
