import { Controller, useFormContext } from 'react-hook-form';
import { TextField } from '../../components/text-field';
import { YesNo } from '../../components/ui/yes-no';
import { useTranslation } from '../../lib/use-translation';
import type { CompanyFormValues } from './company-form-values';

/** Share capital, number of shares and paid-up capital, for the legal forms that ask them. */
export function CapitalFields() {
  const { t } = useTranslation();
  const { control, watch } = useFormContext<CompanyFormValues>();
  const fullyPaid = watch('capital_fully_paid');
  return (
    <fieldset className="journey-section">
      <legend className="journey-section__title">{t('company.form.capitalSection')}</legend>
      <div className="grid-2">
        <TextField<CompanyFormValues>
          name="capital_amount"
          id="company-capital"
          label={t('company.form.capital')}
          inputMode="decimal"
          required
        />
        <TextField<CompanyFormValues>
          name="number_of_actions"
          id="company-actions"
          label={t('company.form.numberOfActions')}
          inputMode="numeric"
          required
        />
      </div>
      <Controller
        control={control}
        name="capital_fully_paid"
        render={({ field }) => (
          <YesNo
            id="company-fully-paid"
            name={field.name}
            legend={t('company.form.capitalFullyPaid')}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
          />
        )}
      />
      {fullyPaid === true ? null : (
        <TextField<CompanyFormValues>
          name="up_capital_amount"
          id="company-up-capital"
          label={t('company.form.upCapital')}
          inputMode="decimal"
          required
        />
      )}
    </fieldset>
  );
}
