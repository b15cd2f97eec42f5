import type { HealthVerificationReply } from '@app/domain';
import { Controller, useFormContext } from 'react-hook-form';
import { CountryField } from '../../components/country-field';
import { TextField } from '../../components/text-field';
import { DateInput } from '../../components/ui/date-input';
import { YesNoField } from '../../components/yes-no-field';
import { useTranslation } from '../../lib/use-translation';
import { AddressFields } from '../../shared/company-fields/address-fields';
import { ForeignTaxFields } from '../../shared/company-fields/foreign-tax-fields';
import { ProfessionalVerification } from '../../shared/health/professional-verification';
import type { CompanyFormValues } from './company-form-values';

/** The sole trader's RPPS / ADELI number, and what the directory said of it when last saved. */
export function HolderProfessionalFields({ verification }: { verification: HealthVerificationReply | null }) {
  const { t } = useTranslation();
  return (
    <fieldset className="journey-section">
      <legend className="journey-section__title">{t('company.holder.professionalSection')}</legend>
      <TextField<CompanyFormValues>
        name="holder.professional_number"
        id="holder-professional-number"
        label={t('company.holder.professionalNumber')}
        hint={t('company.holder.professionalNumberHint')}
        inputMode="numeric"
        autoComplete="off"
        maxLength={20}
        required
      />
      <ProfessionalVerification verification={verification} explain />
    </fieldset>
  );
}

/**
 * A sole trader's own due diligence (the person is the business): birth and nationality, home
 * (the practice's address, or another), and the declarations of a representative: politically
 * exposed, US person, tax residence abroad. Their identity is their account's.
 */
export function HolderFields() {
  const { t } = useTranslation();
  const { control, watch } = useFormContext<CompanyFormValues>();
  const bornIn = watch('holder.birth_address.country');
  const homeIsPractice = watch('holder.home_is_practice');
  const pep = watch('holder.is_pep') === true;
  const usPerson = watch('holder.is_fatca') === true;
  return (
    <>
      <fieldset className="journey-section">
        <legend className="journey-section__title">{t('company.holder.personSection')}</legend>
        <p className="small muted">{t('company.holder.personLead')}</p>
        <Controller
          control={control}
          name="holder.birth_date"
          render={({ field, fieldState }) => (
            <DateInput
              id="holder-birth-date"
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
          name="holder.birth_address.country"
          id="holder-birth-country"
          label={t('shareholders.person.birthCountry')}
        />
        <div className="inline-fields">
          {bornIn === 'FR' ? (
            <TextField<CompanyFormValues>
              name="holder.birth_address.zip"
              id="holder-birth-zip"
              label={t('shareholders.person.birthZip')}
              inputMode="numeric"
              maxLength={5}
              required
            />
          ) : (
            <span />
          )}
          <TextField<CompanyFormValues>
            name="holder.birth_address.city"
            id="holder-birth-city"
            label={t('shareholders.person.birthCity')}
            required
          />
        </div>
        <CountryField
          control={control}
          name="holder.nationality"
          id="holder-nationality"
          label={t('shareholders.person.nationality')}
        />
      </fieldset>

      <fieldset className="journey-section">
        <legend className="journey-section__title">{t('company.holder.homeSection')}</legend>
        <YesNoField
          control={control}
          name="holder.home_is_practice"
          id="holder-home-is-practice"
          legend={t('company.holder.homeIsPractice')}
          hint={t('company.holder.homeIsPracticeHint')}
        />
        {homeIsPractice === false ? <AddressFields name="holder.address" idPrefix="holder-address" /> : null}
      </fieldset>

      <fieldset className="journey-section">
        <legend className="journey-section__title">{t('company.holder.declarationsSection')}</legend>
        <YesNoField
          control={control}
          name="holder.is_pep"
          id="holder-is-pep"
          legend={t('shareholders.person.isPepUser')}
          hint={t('shareholders.person.isPepHint')}
        />
        {pep ? (
          <>
            <TextField<CompanyFormValues>
              name="holder.pep_function"
              id="holder-pep-function"
              label={t('shareholders.person.pepFunction')}
              hint={t('shareholders.person.pepFunctionHint')}
              required
            />
            <CountryField
              control={control}
              name="holder.pep_country"
              id="holder-pep-country"
              label={t('shareholders.person.pepCountry')}
            />
          </>
        ) : null}
        <YesNoField
          control={control}
          name="holder.is_fatca"
          id="holder-is-fatca"
          legend={t('shareholders.person.isFatcaUser')}
          hint={t('shareholders.person.isFatcaHint')}
        />
        {usPerson ? (
          <TextField<CompanyFormValues>
            name="holder.us_tin"
            id="holder-us-tin"
            label={t('shareholders.person.usTin')}
            hint={t('shareholders.person.usTinHint')}
            inputMode="numeric"
            maxLength={11}
            required
          />
        ) : null}
        <ForeignTaxFields
          group="holder"
          ids={{ question: 'holder-foreign-tax', country: 'holder-foreign-tax-country' }}
          legend={t('shareholders.person.foreignTaxUser')}
          countryLabel={t('shareholders.person.foreignTaxCountry')}
        />
      </fieldset>
    </>
  );
}
