import { type FieldValues, useFormContext } from 'react-hook-form';
import { CountryField } from '../../components/country-field';
import { FollowUpQuestion } from '../../components/follow-up-question';

interface ForeignTaxValues {
  has_foreign_tax_country: boolean | null;
  foreign_tax_country: string;
}

interface ForeignTaxFieldsProps {
  /** Ids of the question and of the country list. */
  ids: { question: string; country: string };
  legend: string;
  countryLabel: string;
  /** The group the two answers are under in the form's values (a sole trader's `holder`). */
  group?: string;
}

/** "Tax resident in another country?" and, on yes, which country (company, person, company mandate). */
export function ForeignTaxFields({ ids, legend, countryLabel, group }: ForeignTaxFieldsProps) {
  const { control } = useFormContext<FieldValues>();
  const at = (name: keyof ForeignTaxValues) => (group ? `${group}.${name}` : name);
  return (
    <FollowUpQuestion<FieldValues>
      name={at('has_foreign_tax_country')}
      clears={at('foreign_tax_country')}
      id={ids.question}
      legend={legend}
    >
      <CountryField
        control={control}
        name={at('foreign_tax_country')}
        id={ids.country}
        label={countryLabel}
      />
    </FollowUpQuestion>
  );
}
