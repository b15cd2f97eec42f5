import { compactIban } from '../rules/iban';

/**
 * Countries and territories of the SEPA scheme (European Payments Council's list): the EU and
 * EEA states, Switzerland, the United Kingdom with its Crown Dependencies, Gibraltar, Monaco,
 * San Marino, Vatican City, Andorra, and the 2025 members Albania, Moldova, Montenegro and North
 * Macedonia. A capital-deposit transfer must come from an account in one of them. French overseas
 * departments use FR IBANs, Åland FI ones, the Azores and Madeira PT ones.
 */
export const SEPA_COUNTRY_CODES = [
  // European Union
  'AT',
  'BE',
  'BG',
  'CY',
  'CZ',
  'DE',
  'DK',
  'EE',
  'ES',
  'FI',
  'FR',
  'GR',
  'HR',
  'HU',
  'IE',
  'IT',
  'LT',
  'LU',
  'LV',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SE',
  'SI',
  'SK',
  // European Economic Area
  'IS',
  'LI',
  'NO',
  // Other members
  'CH',
  'GB',
  'GG',
  'IM',
  'JE',
  'GI',
  'MC',
  'SM',
  'VA',
  'AD',
  'AL',
  'MD',
  'ME',
  'MK',
] as const;
export type SepaCountryCode = (typeof SEPA_COUNTRY_CODES)[number];

const SEPA = new Set<string>(SEPA_COUNTRY_CODES);

/** Whether an IBAN's country (its first two letters) is in the SEPA area. */
export const isSepaIban = (iban: string): boolean => SEPA.has(compactIban(iban).slice(0, 2));
