import { COUNTRY_CODES, type Locale } from '@app/domain';
import countries from 'i18n-iso-countries';
import de from 'i18n-iso-countries/langs/de.json';
import en from 'i18n-iso-countries/langs/en.json';
import fr from 'i18n-iso-countries/langs/fr.json';
import { currentLocale } from '../lib/i18n';
import { Select, type SelectProps } from './ui/select';

countries.registerLocale(fr);
countries.registerLocale(en);
countries.registerLocale(de);

const optionsByLocale = new Map<Locale, { value: string; label: string }[]>();

/**
 * Country names in the current language, sorted, France first (the default country). Made once
 * per language: a form shows up to four country lists.
 */
export function countryOptions(locale: Locale) {
  const made = optionsByLocale.get(locale);
  if (made) return made;
  const collator = new Intl.Collator(locale);
  const options = COUNTRY_CODES.map((code) => ({
    value: code,
    label: countries.getName(code, locale) ?? code,
  }));
  options.sort((a, b) => (a.value === 'FR' ? -1 : b.value === 'FR' ? 1 : collator.compare(a.label, b.label)));
  optionsByLocale.set(locale, options);
  return options;
}

export type CountrySelectProps = Omit<SelectProps<string>, 'options'>;

/**
 * Searchable country list (nationality, country of birth, address, tax residence). The sorted
 * list is made when it first opens: sorting 250 names in the visitor's language held the first
 * render of the account page for tens of milliseconds.
 */
export function CountrySelect(props: CountrySelectProps) {
  const locale = currentLocale();
  return (
    <Select
      {...props}
      options={() => countryOptions(locale)}
      selectedLabel={props.value ? (countries.getName(props.value, locale) ?? props.value) : undefined}
    />
  );
}
