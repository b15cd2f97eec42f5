import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../components/text-field';
import { YesNoField } from '../../components/yes-no-field';
import type { RoleFormValues } from './role-form-values';

type ShareholdingValues = Pick<RoleFormValues, 'is_shareholder' | 'shareholders_value'>;

interface ShareholdingFieldsProps {
  /** Ids of the question and of the number of shares. */
  ids: { question: string; shares: string };
  legend: string;
  required?: boolean;
  /** The company's number of shares, named in the label. */
  totalShares: number;
  sharesHint: string;
}

/** "Is a shareholder?" and, on yes, how many shares (a person or a company mandate). */
export function ShareholdingFields({
  ids,
  legend,
  required,
  totalShares,
  sharesHint,
}: ShareholdingFieldsProps) {
  const { t } = useTranslation();
  const { control, watch, setValue } = useFormContext<ShareholdingValues>();
  const shareholder = watch('is_shareholder');
  return (
    <>
      <YesNoField
        control={control}
        name="is_shareholder"
        id={ids.question}
        legend={legend}
        required={required}
        onAnswer={(value) => {
          // Answering no to shareholder sets the shares to 0 (spec §4).
          if (!value) setValue('shareholders_value', '');
        }}
      />
      {shareholder ? (
        <TextField<ShareholdingValues>
          name="shareholders_value"
          id={ids.shares}
          className="person-form__shares"
          label={t('shareholders.person.shares', { total: totalShares })}
          hint={sharesHint}
          inputMode="numeric"
          required
        />
      ) : null}
    </>
  );
}
