import { GENDER_LABELS, GENDERS, JOB_CODE_LABELS, SELECTABLE_JOB_CODES, sharesPercentage } from '@app/domain';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useJourney } from '../../app/use-journey';
import { CountrySelect } from '../../components/country-select';
import { DateInput } from '../../components/ui/date-input';
import { RadioGroup } from '../../components/ui/radio-group';
import { Select } from '../../components/ui/select';
import { TextInput } from '../../components/ui/text-input';
import { YesNo } from '../../components/ui/yes-no';
import { currentLocale } from '../../lib/i18n';
import { AddressFields } from '../company/address-fields';
import type { PersonFormValues } from './person-form-values';

type YesNoName =
  | 'is_mandatary'
  | 'is_shareholder'
  | 'is_beneficial_owner'
  | 'is_pep'
  | 'is_fatca'
  | 'has_foreign_tax_country';

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
  const { control, register, formState, watch, setValue } = useFormContext<PersonFormValues>();
  const errors = formState.errors;
  const mandatary = watch('is_mandatary');
  const shareholder = watch('is_shareholder');
  const foreign = watch('has_foreign_tax_country');
  const bornIn = watch('birth_address.country');
  const sharesText = watch('shareholders_value');
  const shares = /^\d+$/.test(sharesText.trim()) ? Number(sharesText.trim()) : null;

  const yesNo = (
    name: YesNoName,
    legend: string,
    options: { hint?: string; onAnswer?: (value: boolean) => void; required?: boolean } = {},
  ) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <YesNo
          id={`person-${name.replace(/_/g, '-')}`}
          name={field.name}
          legend={legend}
          hint={options.hint}
          required={options.required ?? true}
          value={field.value}
          onChange={(value) => {
            field.onChange(value);
            options.onAnswer?.(value);
          }}
          onBlur={field.onBlur}
          error={errors[name]?.message}
        />
      )}
    />
  );

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
        <Controller
          control={control}
          name="nationality"
          render={({ field }) => (
            <CountrySelect
              id="person-nationality"
              label={t('shareholders.person.nationality')}
              required
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={errors.nationality?.message}
            />
          )}
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
        <Controller
          control={control}
          name="birth_address.country"
          render={({ field }) => (
            <CountrySelect
              id="person-birth-country"
              label={t('shareholders.person.birthCountry')}
              required
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={errors.birth_address?.country?.message}
            />
          )}
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
        {yesNo(
          'is_mandatary',
          t(isUser ? 'shareholders.person.isMandataryUser' : 'shareholders.person.isMandatary'),
          {
            hint: t(
              isUser ? 'shareholders.person.isMandataryUserHint' : 'shareholders.person.isMandataryHint',
            ),
            onAnswer: (value) => {
              if (!value) setValue('title_code', '');
            },
          },
        )}
        {mandatary ? (
          <Controller
            control={control}
            name="title_code"
            render={({ field }) => (
              <Select
                id="person-title-code"
                label={t('shareholders.person.title')}
                required
                searchable={false}
                options={SELECTABLE_JOB_CODES.map((code) => ({
                  value: code,
                  label: JOB_CODE_LABELS[code][locale],
                }))}
                value={field.value || null}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={errors.title_code?.message}
              />
            )}
          />
        ) : null}
        {yesNo(
          'is_shareholder',
          t(isUser ? 'shareholders.person.isShareholderUser' : 'shareholders.person.isShareholder'),
          {
            // Asked in both journeys, required in enrollment only (spec §5).
            required: journey === 'enrollment',
            onAnswer: (value) => {
              // Answering no to shareholder sets the shares to 0 (spec §4).
              if (!value) setValue('shareholders_value', '');
            },
          },
        )}
        {shareholder ? (
          <TextInput
            id="person-shares"
            className="person-form__shares"
            label={t('shareholders.person.shares', { total: totalShares })}
            hint={
              shares !== null
                ? t('shareholders.person.sharesPercent', {
                    percentage: sharesPercentage(shares, totalShares),
                    max: maxShares,
                  })
                : t('shareholders.person.sharesHint', { max: maxShares })
            }
            inputMode="numeric"
            required
            error={errors.shareholders_value?.message}
            {...register('shareholders_value')}
          />
        ) : null}
        {yesNo(
          'is_beneficial_owner',
          t(isUser ? 'shareholders.person.isBeneficialOwnerUser' : 'shareholders.person.isBeneficialOwner'),
          {
            hint: t('shareholders.person.isBeneficialOwnerHint'),
          },
        )}
      </fieldset>

      <fieldset className="journey-section">
        <legend className="journey-section__title">{t('shareholders.person.complianceSection')}</legend>
        {yesNo('is_pep', t(isUser ? 'shareholders.person.isPepUser' : 'shareholders.person.isPep'), {
          hint: t('shareholders.person.isPepHint'),
        })}
        {yesNo('is_fatca', t(isUser ? 'shareholders.person.isFatcaUser' : 'shareholders.person.isFatca'), {
          hint: t('shareholders.person.isFatcaHint'),
        })}
        {yesNo(
          'has_foreign_tax_country',
          t(isUser ? 'shareholders.person.foreignTaxUser' : 'shareholders.person.foreignTax'),
          {
            onAnswer: (value) => {
              // No foreign tax residence clears the country (spec §4).
              if (!value) setValue('foreign_tax_country', '');
            },
          },
        )}
        {foreign ? (
          <Controller
            control={control}
            name="foreign_tax_country"
            render={({ field }) => (
              <CountrySelect
                id="person-foreign-tax-country"
                label={t('shareholders.person.foreignTaxCountry')}
                required
                value={field.value || null}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={errors.foreign_tax_country?.message}
              />
            )}
          />
        ) : null}
      </fieldset>
    </>
  );
}
