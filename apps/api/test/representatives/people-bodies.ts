/** A valid natural person of the signup journey (not the account user). */
export const signupPerson = (overrides: Record<string, unknown> = {}) => ({
  gender: 1,
  first_name: 'Jean',
  last_name: 'Dupont',
  nationality: 'FR',
  birth_date: '1975-04-12',
  birth_address: { city: 'Lyon', country: 'FR', zip: '69001' },
  is_mandatary: true,
  title_code: 'GER',
  is_shareholder: true,
  shareholders_value: 2000,
  is_beneficial_owner: true,
  is_pep: false,
  is_fatca: false,
  has_foreign_tax_country: false,
  ...overrides,
});

/** The account user's own answers (their home address is asked). */
export const userAnswers = (overrides: Record<string, unknown> = {}) =>
  signupPerson({
    gender: 2,
    first_name: 'Camille',
    last_name: 'Durand',
    address: { street: '4 rue Victor Hugo', details: null, zip: '69002', city: 'Lyon', country: 'FR' },
    ...overrides,
  });

/** Enrollment asks e-mail and marital status too. */
export const enrollmentPerson = (overrides: Record<string, unknown> = {}) =>
  signupPerson({ email: 'jean.dupont@example.test', marital_situation_id: 2, ...overrides });

/** A company holding shares of the company being opened. */
export const shareholderCompany = (overrides: Record<string, unknown> = {}) => ({
  name: 'Holding Santé',
  legal_form: 'SAS',
  siret: '12345678900015',
  address: { street: '1 quai Perrache', details: null, zip: '69002', city: 'Lyon', country: 'FR' },
  is_mandatary: false,
  is_shareholder: true,
  shareholders_value: 100,
  is_fatca: false,
  has_foreign_tax_country: false,
  ...overrides,
});
