import { CASE_COMPARED_FIELDS, type CaseDetailReply, legalFormFromInseeCategory } from '@app/domain';
import type { RegistryCompany, RegistryProvider } from '../../registry/types';

type Facts = CaseDetailReply['company']['declared'];
type Field = (typeof CASE_COMPARED_FIELDS)[number];

/** Case, accents, punctuation and spacing do not make a difference; words do. */
const plain = (text: string | null | undefined) =>
  (text ?? '')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

const comparable: Record<Field, (facts: Facts) => string> = {
  name: (facts) => plain(facts.name),
  legal_form: (facts) => plain(facts.legal_form),
  // "86.90D" and "8690D" are the same code.
  naf: (facts) => plain(facts.naf).replace(/ /g, ''),
  address: (facts) =>
    facts.address ? plain(`${facts.address.street} ${facts.address.zip} ${facts.address.city}`) : '',
};

/** The fields where what the customer declared differs from the register. */
export const differencesBetween = (declared: Facts, register: Facts): Field[] =>
  CASE_COMPARED_FIELDS.filter((field) => comparable[field](declared) !== comparable[field](register));

const factsOf = (company: RegistryCompany): Facts => {
  const address = company.address ?? company.activityAddress;
  return {
    name: company.name,
    legal_form: legalFormFromInseeCategory(company.legalCategory),
    naf: company.ape,
    address: address
      ? { street: address.street, zip: address.zip, city: address.city, country: address.country }
      : null,
  };
};

/**
 * What the register says of the company's SIRET; null when there is none, the register does
 * not know it, or it cannot be reached (the case page still opens: the operator sees why).
 */
export async function registerFacts(registry: RegistryProvider, siret: string | null): Promise<Facts | null> {
  if (!siret) return null;
  try {
    const found = await registry.lookupSiret(siret);
    return found ? factsOf(found) : null;
  } catch {
    return null;
  }
}
