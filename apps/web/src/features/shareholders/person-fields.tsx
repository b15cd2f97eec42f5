import { GENDER_LABELS, GENDERS, sharesPercentage } from '@app/domain';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CountryField } from '../../components/country-field';
import { DateInput } from '../../components/ui/date-input';
import { RadioGroup } from '../../components/ui/radio-group';
import { TextInput } from '../../components/ui/text-input';
import { YesNoField } from '../../components/yes-no-field';
import { currentLocale } from '../../lib/i18n';
import { AddressFields } from '../../shared/company-fields/address-fields';
import { ForeignTaxFields } from '../../shared/company-fields/foreign-tax-fields';
import { useJourney } from '../../shared/journey/use-journey';
import { MandataryFields } from './mandatary-fields';
import type { PersonFormValues } from './person-form-values';
import { ShareholdingFields } from './shareholding-fields';

/** Every field and conditional question of a natural person (spec §5 Representative, signup). */
export function PersonFields({
  isUser,
  totalShares,
  maxShares,
}: {
  isUser: boolean;
  totalShares: number;
  maxShares: number;
}) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const journey = useJourney();
  const { control, register, formState, watch } = useFormContext<PersonFormValues>();
  const errors = formState.errors;
  const bornIn = watch('birth_address.country');
  const sharesText = watch('shareholders_value');
  const shares = /^\d+$/.test(sharesText.trim()) ? Number(sharesText.trim()) : null;

  return (
    <>
      <fieldset className="journey-section">
        <legend className="journey-section__title">{t('shareholders.person.identitySectionTitle')}</legend>
        <Controller
          control={control}
          name="gender"
          render={({ field }) => (
            <RadioGroup
              id="person-gender"
              name={field.name}
              legend={t('shareholders.person.gender')}
              required
              options={GENDERS.map((gender) => ({ value: gender, label: GENDER_LABELS[gender][locale] }))}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={errors.gender?.message}
            />
          )}
        />
        <div className="grid-2">
          <TextInput
            id="person-first-name"
            label={t('shareholders.person.firstName')}
            autoComplete="off"
            required
            error={errors.first_name?.message}
            {...register('first_name')}
          />
          <TextInput
            id="person-last-name"
            label={t('shareholders.person.lastName')}
            autoComplete="off"
            required
            error={errors.last_name?.message}
            {...register('last_name')}
          />
        </div>
        <CountryField
          control={control}
          name="nationality"
          id="person-nationality"
          label={t('shareholders.person.nationality')}
        />
      </fieldset>

      <fieldset className="journey-section">
        <legend className="journey-section__title">{t('shareholders.person.birthSection')}</legend>
        <Controller
          control={control}
          name="birth_date"
          render={({ field }) => (
            <DateInput
              id="person-birth-date"
              name={field.name}
              label={t('shareholders.person.birthDate')}
              required
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={errors.birth_date?.message}
            />
          )}
        />
        <CountryField
          control={control}
          name="birth_address.country"
          id="person-birth-country"
          label={t('shareholders.person.birthCountry')}
        />
        <div className="inline-fields">
          {bornIn === 'FR' ? (
            <TextInput
              id="person-birth-zip"
              label={t('shareholders.person.birthZip')}
              inputMode="numeric"
              maxLength={5}
              required
              error={errors.birth_address?.zip?.message}
              {...register('birth_address.zip')}
            />
          ) : (
            <span />
          )}
          <TextInput
            id="person-birth-city"
            label={t('shareholders.person.birthCity')}
            required
            error={errors.birth_address?.city?.message}
            {...register('birth_address.city')}
          />
        </div>
      </fieldset>

      {isUser ? (
        <fieldset className="journey-section">
          <legend className="journey-section__title">{t('shareholders.person.homeSection')}</legend>
          <AddressFields name="address" idPrefix="person-address" />
        </fieldset>
      ) : null}

      <fieldset className="journey-section">
        <legend className="journey-section__title">{t('shareholders.person.roleSection')}</legend>
        <MandataryFields
          ids={{ question: 'person-is-mandatary', title: 'person-title-code' }}
          legend={t(isUser ? 'shareholders.person.isMandataryUser' : 'shareholders.person.isMandatary')}
          hint={t(isUser ? 'shareholders.person.isMandataryUserHint' : 'shareholders.person.isMandataryHint')}
        />
        <ShareholdingFields
          ids={{ question: 'person-is-shareholder', shares: 'person-shares' }}
          legend={t(isUser ? 'shareholders.person.isShareholderUser' : 'shareholders.person.isShareholder')}
          // Asked in both journeys, required in enrollment only (spec §5).
          required={journey === 'enrollment'}
          totalShares={totalShares}
          sharesHint={
            shares !== null
              ? t('shareholders.person.sharesPercent', {
                  percentage: sharesPercentage(shares, totalShares),
                  max: maxShares,
                })
              : t('shareholders.person.sharesHint', { max: maxShares })
          }
        />
        <YesNoField
          control={control}
          name="is_beneficial_owner"
          id="person-is-beneficial-owner"
          legend={t(
            isUser ? 'shareholders.person.isBeneficialOwnerUser' : 'shareholders.person.isBeneficialOwner',
          )}
          hint={t('shareholders.person.isBeneficialOwnerHint')}
        />
      </fieldset>

      <fieldset className="journey-section">
        <legend className="journey-section__title">{t('shareholders.person.complianceSection')}</legend>
        <YesNoField
          control={control}
          name="is_pep"
          id="person-is-pep"
          legend={t(isUser ? 'shareholders.person.isPepUser' : 'shareholders.person.isPep')}
          hint={t('shareholders.person.isPepHint')}
        />
        <YesNoField
          control={control}
          name="is_fatca"
          id="person-is-fatca"
          legend={t(isUser ? 'shareholders.person.isFatcaUser' : 'shareholders.person.isFatca')}
          hint={t('shareholders.person.isFatcaHint')}
        />
        <ForeignTaxFields
          ids={{ question: 'person-has-foreign-tax-country', country: 'person-foreign-tax-country' }}
          legend={t(isUser ? 'shareholders.person.foreignTaxUser' : 'shareholders.person.foreignTax')}
          countryLabel={t('shareholders.person.foreignTaxCountry')}
        />
      </fieldset>
    </>
  );
}
