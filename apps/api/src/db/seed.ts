import type { Kysely } from 'kysely';
import type { SignupRequestInput } from '../modules/signup-requests/signup-request.input';
import type { SignupRequestService } from '../modules/signup-requests/signup-request.service';
import type { Database } from './schema';

/**
 * Demo opening requests, as the insurer's partner API would create them. People and companies
 * are fictitious; the SIRENs start with 999 (checksum-valid, not allocated to real companies).
 * Fixed uuids so that a demo link stays the same from one seed to the next.
 */
export const DEMO_SIGNUP_REQUESTS: { id: string; input: SignupRequestInput }[] = [
  {
    id: '5b0c7d7e-8a3f-4c51-9d2e-000000000001',
    input: {
      type: 'existing_company',
      source: 'seed',
      company_name: 'SELARL Cabinet Dentaire des Tilleuls',
      siren: '999123458',
      last_name: 'Lemaire',
      first_name: 'Aurore',
      phone: '+33 6 01 02 03 04',
      email: 'aurore.lemaire@example.test',
      company: {
        name: 'SELARL Cabinet Dentaire des Tilleuls',
        legal_form: 'SELARL',
        siret: '99912345800017',
        naf_activity_code: '86.23Z',
        address: { street: '12 allée des Tilleuls', details: '', zip: '69003', city: 'Lyon', country: 'FR' },
        capital_amount: '10000',
        number_of_actions: 1000,
      },
    },
  },
  {
    id: '5b0c7d7e-8a3f-4c51-9d2e-000000000002',
    input: {
      type: 'new_company',
      source: 'seed',
      company_name: 'Kiné Rive Gauche',
      last_name: 'Benali',
      first_name: 'Yanis',
      phone: '+33 7 11 22 33 44',
      email: 'yanis.benali@example.test',
      company: {
        name: 'Kiné Rive Gauche',
        legal_form: 'SELAS',
        capital_amount: '5000',
        number_of_actions: 5000,
      },
    },
  },
  {
    id: '5b0c7d7e-8a3f-4c51-9d2e-000000000003',
    input: {
      type: 'existing_company',
      source: 'seed',
      company_name: 'Claire Fontanel, infirmière libérale',
      siren: '999234560',
      last_name: 'Fontanel',
      first_name: 'Claire',
      phone: '06 55 44 33 22',
      email: 'claire.fontanel@example.test',
    },
  },
];

/** Creates the demo requests that do not exist yet; returns the uuids created. */
export async function seedDemoData(deps: {
  db: Kysely<Database>;
  signupRequests: SignupRequestService;
}): Promise<string[]> {
  const requests = deps.signupRequests;
  const created: string[] = [];
  for (const { id, input } of DEMO_SIGNUP_REQUESTS) {
    const exists = await deps.db
      .selectFrom('signup_requests')
      .select('id')
      .where('id', '=', id)
      .executeTakeFirst();
    if (exists) continue;
    await requests.createSignupRequest(input, { id });
    created.push(id);
  }
  return created;
}
