import type { HealthVerificationReply } from '@app/domain';
import { useFormContext } from 'react-hook-form';
import { CountryField } from '../../components/country-field';
import { TextField } from '../../components/text-field';
import { YesNoField } from '../../components/yes-no-field';
import { useTranslation } from '../../lib/use-translation';
import { AddressFields } from '../../shared/company-fields/address-fields';
import { ForeignTaxFields } from '../../shared/company-fields/foreign-tax-fields';
import { ProfessionalVerification } from '../../shared/health/professional-verification';
import { BirthFields } from '../../shared/person-fields/birth-fields';
import { DeclarationFields } from '../../shared/person-fields/declaration-fields';
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
  const homeIsPractice = watch('holder.home_is_practice');
  return (
    <>
      <fieldset className="journey-section">
        <legend className="journey-section__title">{t('company.holder.personSection')}</legend>
        <p className="small muted">{t('company.holder.personLead')}</p>
        <BirthFields prefix="holder." idPrefix="holder" />
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
        <DeclarationFields prefix="holder." idPrefix="holder" isUser />
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
