import { FollowUpQuestion } from '../../components/follow-up-question';
import { TextField } from '../../components/text-field';
import { useTranslation } from '../../lib/use-translation';
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
  return (
    // Answering no to shareholder sets the shares to 0 (spec §4).
    <FollowUpQuestion<ShareholdingValues>
      name="is_shareholder"
      clears="shareholders_value"
      id={ids.question}
      legend={legend}
      required={required}
    >
      <TextField<ShareholdingValues>
        name="shareholders_value"
        id={ids.shares}
        className="person-form__shares"
        label={t('shareholders.person.shares', { total: totalShares })}
        hint={sharesHint}
        inputMode="numeric"
        required
      />
    </FollowUpQuestion>
  );
}
