import {
  asksBeneficialOwnerQuestion,
  BENEFICIAL_OWNER_THRESHOLD_PERCENT,
  formatNumber,
  type HealthVerificationReply,
  MARITAL_STATUS_IDS,
  MARITAL_STATUS_LABELS,
  PERSON_FREE_FIELDS,
  sharesPercentage,
} from '@app/domain';
import { Controller, useFormContext } from 'react-hook-form';
import { CountryField } from '../../components/country-field';
import { GenderField } from '../../components/gender-field';
import { TextField } from '../../components/text-field';
import { Select } from '../../components/ui/select';
import { YesNoField } from '../../components/yes-no-field';
import { currentLocale } from '../../lib/i18n';
import { useTranslation } from '../../lib/use-translation';
import { AddressFields } from '../../shared/company-fields/address-fields';
import { ForeignTaxFields } from '../../shared/company-fields/foreign-tax-fields';
import { FreeFields } from '../../shared/free-fields/free-fields';
import { ProfessionalVerification } from '../../shared/health/professional-verification';
import { useJourney } from '../../shared/journey/use-journey';
import { BirthFields } from '../../shared/person-fields/birth-fields';
import { DeclarationFields } from '../../shared/person-fields/declaration-fields';
import { MandataryFields } from './mandatary-fields';
import type { PersonFormValues } from './person-form-values';
import { ShareholdingFields } from './shareholding-fields';

/** Every field and conditional question of a natural person (spec §5 Representative), per journey. */
export function PersonFields({
  isUser,
  totalShares,
  maxShares,
  verification = null,
}: {
  isUser: boolean;
  totalShares: number;
  maxShares: number;
  /** The directory's answer on the saved RPPS / ADELI number, shown under it. */
  verification?: HealthVerificationReply | null;
}) {
  const { t } = useTranslation();
  const journey = useJourney();
  const { control, watch } = useFormContext<PersonFormValues>();
  const sharesText = watch('shareholders_value');
  const shares = /^\d+$/.test(sharesText.trim()) ? Number(sharesText.trim()) : null;
  const enrollment = journey === 'enrollment';
  const heldShares = watch('is_shareholder') === false ? 0 : (shares ?? 0);
  // Enrollment asks only at the threshold or below: above it, the holding makes a beneficial owner.
  const asksOwner = asksBeneficialOwnerQuestion({
    journey,
    shares: heldShares,
    numberOfActions: totalShares,
  });
  const locale = currentLocale();
  const maritalOptions = MARITAL_STATUS_IDS.map((id) => ({
    value: String(id),
    label: MARITAL_STATUS_LABELS[id][locale],
  }));

  return (
    <>
      <fieldset className="journey-section">
        <legend className="journey-section__title">{t('shareholders.person.identitySectionTitle')}</legend>
        <GenderField
          control={control}
          name="gender"
          id="person-gender"
          legend={t('shareholders.person.gender')}
        />
        <div className="grid-2">
          <TextField<PersonFormValues>
            name="first_name"
            id="person-first-name"
            label={t('shareholders.person.firstName')}
            autoComplete="off"
            required
          />
          <TextField<PersonFormValues>
            name="last_name"
            id="person-last-name"
            label={t('shareholders.person.lastName')}
            autoComplete="off"
            required
          />
        </div>
        <CountryField
          control={control}
          name="nationality"
          id="person-nationality"
          label={t('shareholders.person.nationality')}
        />
        <TextField<PersonFormValues>
          name="professional_number"
          id="person-professional-number"
          label={t('shareholders.person.professionalNumber')}
          hint={t('shareholders.person.professionalNumberHint')}
          inputMode="numeric"
          autoComplete="off"
          maxLength={20}
        />
        <ProfessionalVerification verification={verification} />
        {enrollment ? (
          <>
            <TextField<PersonFormValues>
              name="email"
              id="person-email"
              label={t('shareholders.person.email')}
              hint={t('shareholders.person.emailHint')}
              type="email"
              autoComplete="off"
              required
            />
            <Controller
              control={control}
              name="marital_situation_id"
              render={({ field, fieldState }) => (
                <Select
                  id="person-marital-situation"
                  label={t('shareholders.person.maritalSituation')}
                  options={maritalOptions}
                  searchable={false}
                  required
                  value={field.value || null}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={fieldState.error?.message}
                />
              )}
            />
          </>
        ) : null}
      </fieldset>

      <fieldset className="journey-section">
        <legend className="journey-section__title">{t('shareholders.person.birthSection')}</legend>
        <BirthFields prefix="" idPrefix="person" />
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
        {asksOwner ? (
          <YesNoField
            control={control}
            name="is_beneficial_owner"
            id="person-is-beneficial-owner"
            legend={t(
              isUser ? 'shareholders.person.isBeneficialOwnerUser' : 'shareholders.person.isBeneficialOwner',
            )}
            hint={t('shareholders.person.isBeneficialOwnerHint', {
              threshold: BENEFICIAL_OWNER_THRESHOLD_PERCENT,
            })}
          />
        ) : (
          <p className="person-form__owner-by-shares" id="person-owner-by-shares">
            {t('shareholders.person.ownerByShares', {
              percentage: formatNumber(locale, sharesPercentage(heldShares, totalShares)),
              threshold: BENEFICIAL_OWNER_THRESHOLD_PERCENT,
            })}
          </p>
        )}
      </fieldset>

      <fieldset className="journey-section">
        <legend className="journey-section__title">{t('shareholders.person.complianceSection')}</legend>
        <DeclarationFields prefix="" idPrefix="person" isUser={isUser} />
        <ForeignTaxFields
          ids={{ question: 'person-has-foreign-tax-country', country: 'person-foreign-tax-country' }}
          legend={t(isUser ? 'shareholders.person.foreignTaxUser' : 'shareholders.person.foreignTax')}
          countryLabel={t('shareholders.person.foreignTaxCountry')}
        />
        <FreeFields<PersonFormValues, typeof PERSON_FREE_FIELDS>
          fields={PERSON_FREE_FIELDS}
          idPrefix="person"
          words={(field) => ({
            label: t(`shareholders.person.free.${field}`),
            hint: t(`shareholders.person.free.${field}Hint`),
          })}
        />
      </fieldset>
    </>
  );
}
