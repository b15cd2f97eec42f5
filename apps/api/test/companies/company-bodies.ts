/** A valid company of the signup journey (existing business). */
export const signupCompany = (overrides: Record<string, unknown> = {}) => ({
  name: 'Cabinet Martin',
  legal_form: 'SELARL',
  naf_activity_code: '86.21Z',
  siret: '123 456 789 00015',
  address: { street: '12 rue des Lilas', details: null, zip: '69003', city: 'Lyon', country: 'FR' },
  same_activity_address: true,
  phone: '+33 4 78 00 00 00',
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
