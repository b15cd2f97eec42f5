import { Controller, useFormContext } from 'react-hook-form';
import { TextField } from '../../components/text-field';
import { YesNo } from '../../components/ui/yes-no';
import { useTranslation } from '../../lib/use-translation';
import type { CompanyFormValues } from './company-form-values';

/**
 * Share capital and its number of shares, for the legal forms that have one; the paid-up capital
 * too for a company being created (`paidUp`).
 */
export function CapitalFields({ paidUp }: { paidUp: boolean }) {
  const { t } = useTranslation();
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
          hint={t('company.form.numberOfActionsHint')}
          inputMode="numeric"
          required
        />
      </div>
      {paidUp ? <PaidUpCapital /> : null}
    </fieldset>
  );
}

/** "Is the capital fully paid up?" and, on no, how much is. */
function PaidUpCapital() {
  const { t } = useTranslation();
  const { control, watch } = useFormContext<CompanyFormValues>();
  const fullyPaid = watch('capital_fully_paid');
  return (
    <>
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
    </>
  );
}
