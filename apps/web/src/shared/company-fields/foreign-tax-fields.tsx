import { useFormContext } from 'react-hook-form';
import { CountryField } from '../../components/country-field';
import { YesNoField } from '../../components/yes-no-field';

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
  const { control, watch, setValue } = useFormContext<ForeignTaxValues>();
  const foreign = watch('has_foreign_tax_country');
  return (
    <>
      <YesNoField
        control={control}
        name="has_foreign_tax_country"
        id={ids.question}
        legend={legend}
        onAnswer={(value) => {
          // Answering no clears the country (spec §4).
          if (!value) setValue('foreign_tax_country', '');
        }}
      />
      {foreign ? (
        <CountryField control={control} name="foreign_tax_country" id={ids.country} label={countryLabel} />
      ) : null}
    </>
  );
}
