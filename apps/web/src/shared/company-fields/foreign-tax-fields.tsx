import { useFormContext } from 'react-hook-form';
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
}

/** "Tax resident in another country?" and, on yes, which country (company, person, company mandate). */
export function ForeignTaxFields({ ids, legend, countryLabel }: ForeignTaxFieldsProps) {
  const { control } = useFormContext<ForeignTaxValues>();
  return (
    <FollowUpQuestion<ForeignTaxValues>
      name="has_foreign_tax_country"
      clears="foreign_tax_country"
      id={ids.question}
      legend={legend}
    >
      <CountryField control={control} name="foreign_tax_country" id={ids.country} label={countryLabel} />
    </FollowUpQuestion>
  );
}
