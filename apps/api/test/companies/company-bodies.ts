/** A valid company of the signup journey (existing business). */
export const signupCompany = (overrides: Record<string, unknown> = {}) => ({
  name: 'Cabinet Martin',
  legal_form: 'SELARL',
  naf_activity_code: '86.21Z',
  siret: '123 456 789 00015',
  address: { street: '12 rue des Lilas', details: null, zip: '69003', city: 'Lyon', country: 'FR' },
  same_activity_address: true,
  phone: '+33 4 78 00 00 00',
  // An operating company's capital and number of shares, which its holders' percentages read.
  capital_amount: '5 000',
  number_of_actions: '5000',
  is_active_non_financial_entity: true,
  is_fatca: false,
  has_foreign_tax_country: false,
  ...overrides,
});

/** A valid company of the enrollment journey (being created, capital to deposit). */
export const enrollmentCompany = (overrides: Record<string, unknown> = {}) => ({
  name: 'SELARL Nouvelle',
  legal_form: 'SELARL',
  address: { street: '3 place Bellecour', details: null, zip: '69002', city: 'Lyon', country: 'FR' },
  same_activity_address: true,
  phone: '04 78 00 00 01',
  capital_amount: '10 000',
  number_of_actions: '1000',
  capital_fully_paid: true,
  is_active_non_financial_entity: false,
  is_fatca: false,
  has_foreign_tax_country: false,
  ...overrides,
});

/** A general practitioner's own due diligence, given on her business form (the person is the business). */
export const holderBody = (overrides: Record<string, unknown> = {}) => ({
  nationality: 'FR',
  birth_date: '1984-07-02',
  birth_address: { city: 'Angoulême', country: 'FR', zip: '16000' },
  home_is_practice: true,
  is_pep: false,
  is_fatca: false,
  has_foreign_tax_country: false,
  professional_number: '19900000001',
  ...overrides,
});

/** A sole trader's business (EI) of the signup journey: no capital, her own due diligence. */
export const soleTraderCompany = (overrides: Record<string, unknown> = {}) => {
  const {
    capital_amount: _capital,
    number_of_actions: _shares,
    same_activity_address: _same,
    is_active_non_financial_entity: _active,
    is_fatca: _fatca,
    has_foreign_tax_country: _foreign,
    ...company
  } = signupCompany();
  return { ...company, name: 'MARTIN CAMILLE', legal_form: 'EI', holder: holderBody(), ...overrides };
};
