import { KYC_QUESTIONNAIRE_VERSION } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repositories } from '../../src/db/repositories';
import { caseDetail } from '../../src/modules/backoffice/case-detail';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createTestUser, type TestUser } from '../helpers/test-user';
import { insertDocument } from '../representatives/document-fixtures';
import { signupPerson } from '../representatives/people-bodies';
import { DEMO_DOCTOR, DEMO_PRACTITIONERS_PATH, importDirectories } from '../sante/sante-fixtures';
import { holderBody, soleTraderCompany } from './company-bodies';
import { ACCEPTED_TERMS } from './ready-company';

// A general practitioner in private practice (EI) opens her account as a person: her own due
// diligence is on the business form, saved as her person entry, checked against the RPPS / ADELI
// directory, and she is never asked for statutes.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await importDirectories(t.deps, [DEMO_PRACTITIONERS_PATH]);
});
afterAll(async () => t?.close());

/** A practitioner of the demo directory: her name is the account's, so the directory can match it. */
async function practitioner(firstName: string, lastName: string): Promise<TestUser> {
  const user = await createTestUser(t.deps);
  await t.deps.db
    .updateTable('users')
    .set({ first_name: firstName, last_name: lastName })
    .where('id', '=', user.id)
    .execute();
  return user;
}

const camille = () => practitioner('Camille', 'Martin');

const saveBusiness = (
  user: TestUser,
  payload: Record<string, unknown>,
  options: { companyId?: string; language?: string } = {},
) =>
  t.app.inject({
    method: options.companyId ? 'PUT' : 'POST',
    url: options.companyId ? `/companies/${options.companyId}` : '/companies',
    headers: { ...user.headers, 'x-language': options.language ?? 'fr' },
    payload,
  });

async function ownEntry(user: TestUser, companyId: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/representatives?companyId=${companyId}`,
    headers: user.headers,
  });
  expect(response.statusCode).toBe(200);
  const entries = response.json() as Record<string, unknown>[];
  expect(entries).toHaveLength(1);
  return entries[0] as Record<string, unknown> & { id: string };
}

const complete = (user: TestUser, companyId: string) =>
  t.app.inject({
    method: 'POST',
    url: `/companies/${companyId}/complete`,
    headers: user.headers,
    payload: ACCEPTED_TERMS,
  });

/** Answers stored as the questionnaire step stores them (their content is the KYC tests' concern). */
const saveKycAnswers = (companyId: string) =>
  repositories
    .kycAnswers(t.deps.db)
    .replace(
      companyId,
      KYC_QUESTIONNAIRE_VERSION,
      [{ question_id: '1', answer: 'Médecin généraliste', other: null }],
      new Date().toISOString(),
    );

// Every opening of this file is the same practitioner's (same person, same SIRET), so each one is
// also flagged as a duplicate of the others: those flags have their own tests, these look at the
// flags the practitioner's own answers and register check raise.
const DUPLICATE_FLAGS: readonly string[] = ['duplicate_siren', 'duplicate_person'];
const flagsOf = async (companyId: string) =>
  (await t.app.services.openingFlags.flagsOf(companyId))
    .map((flag) => flag.code)
    .filter((code) => !DUPLICATE_FLAGS.includes(code))
    .sort();

async function companiesOf(userId: string) {
  return t.deps.db.selectFrom('companies').select('id').where('user_id', '=', userId).execute();
}

describe("a sole trader's business form", () => {
  it('saves her own due diligence as her person entry: roles of a sole trader, home at the practice', async () => {
    const user = await camille();
    const saved = await saveBusiness(user, soleTraderCompany());
    expect(saved.statusCode, saved.body).toBe(201);
    // The business's tax answers are the person's; the practice is an active business at one address.
    expect(saved.json()).toMatchObject({
      legal_form: { code: 'EI' },
      limited_liability: true,
      home_is_practice: true,
      same_activity_address: true,
      is_fatca: false,
      has_foreign_tax_country: false,
      capital_amount: null,
    });
    const entry = await ownEntry(user, saved.json().id);
    expect(entry).toMatchObject({
      is_user: true,
      first_name: 'Camille',
      last_name: 'Martin',
      birth_date: '1984-07-02',
      birth_address: { city: 'Angoulême', country: 'FR', zip: '16000' },
      // Her home is the practice's address.
      address: { street: '12 rue des Lilas', zip: '69003', city: 'Lyon', country: 'FR' },
      is_pep: false,
      is_fatca: false,
      has_foreign_tax_country: false,
      is_mandatary: true,
      is_beneficial_owner: true,
      shareholders_value: 0,
      professional_number: DEMO_DOCTOR.number,
      is_complete: true,
    });
    expect(entry.professional_verification).toMatchObject({ status: 'verified', directory: 'rpps' });
    expect(await flagsOf(saved.json().id)).toEqual([]);
  });

  it('requires the due diligence of an EI, an AE and an EIRL, and refuses it when invalid, in three languages, writing nothing', async () => {
    for (const legalForm of ['EI', 'AE', 'EIRL']) {
      const user = await camille();
      const { holder: _, ...withoutHolder } = soleTraderCompany({ legal_form: legalForm });
      const missing = await saveBusiness(user, withoutHolder);
      expect(missing.statusCode, legalForm).toBe(422);
      expect(missing.json().fields, legalForm).toEqual({ holder: 'Ce champ est obligatoire' });
      expect(await companiesOf(user.id)).toHaveLength(0);
    }
    const user = await camille();
    const invalid = soleTraderCompany({
      holder: holderBody({
        birth_date: '2999-01-01',
        birth_address: { city: 'Angoulême', country: 'FR', zip: '160' },
        home_is_practice: false,
        is_pep: true,
        is_fatca: null,
        professional_number: '19900000002',
      }),
    });
    const expected = {
      fr: {
        'holder.birth_date': 'La date de naissance doit être antérieure à aujourd’hui',
        'holder.birth_address.zip': 'Le code postal doit comporter 5 chiffres',
        'holder.address': 'Ce champ est obligatoire',
        'holder.pep_function': 'Veuillez indiquer la fonction publique exercée',
        'holder.is_fatca': 'Veuillez répondre à cette question',
        'holder.professional_number':
          'La clé de contrôle du numéro RPPS ou ADELI est incorrecte\u00a0: vérifiez le dernier chiffre',
      },
      en: {
        'holder.address': 'This field is required',
        'holder.is_fatca': 'Please answer this question',
      },
      de: {
        'holder.address': 'Dieses Feld ist erforderlich',
        'holder.is_fatca': 'Bitte beantworten Sie diese Frage',
      },
    };
    for (const [language, fields] of Object.entries(expected)) {
      const refused = await saveBusiness(user, invalid, { language });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().fields).toMatchObject(fields);
    }
    expect(await companiesOf(user.id)).toHaveLength(0);
    // The number itself is required of a sole trader.
    const noNumber = await saveBusiness(
      user,
      soleTraderCompany({ holder: holderBody({ professional_number: null }) }),
    );
    expect(noNumber.json().fields).toEqual({
      'holder.professional_number': 'Votre numéro RPPS ou ADELI est obligatoire',
    });
  });

  it('an update that fails leaves the business and the person as they were', async () => {
    const user = await camille();
    const companyId = (await saveBusiness(user, soleTraderCompany())).json().id as string;
    const refused = await saveBusiness(
      user,
      soleTraderCompany({ name: 'Cabinet renommé', holder: holderBody({ birth_address: null }) }),
      { companyId },
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json().fields).toHaveProperty('holder.birth_address');
    const company = await t.deps.db
      .selectFrom('companies')
      .select('name')
      .where('id', '=', companyId)
      .executeTakeFirstOrThrow();
    expect(company.name).toBe('MARTIN CAMILLE');
    expect((await ownEntry(user, companyId)).birth_address).toMatchObject({ city: 'Angoulême' });
  });

  it('raises the bank’s flags for a politically exposed person and a US person, and clears them', async () => {
    const user = await camille();
    const exposed = soleTraderCompany({
      holder: holderBody({
        is_pep: true,
        pep_function: 'Maire',
        pep_country: 'FR',
        is_fatca: true,
        us_tin: '123-45-6789',
      }),
    });
    const companyId = (await saveBusiness(user, exposed)).json().id as string;
    expect(await flagsOf(companyId)).toEqual(['pep', 'us_person']);
    const cleared = await saveBusiness(user, soleTraderCompany(), { companyId });
    expect(cleared.statusCode).toBe(200);
    expect(await flagsOf(companyId)).toEqual([]);
  });

  it('asks for the home address when it is not the practice, and then for the practice’s proof of address only', async () => {
    const user = await camille();
    const home = {
      street: '8 rue de Périgueux',
      details: null,
      zip: '16000',
      city: 'Angoulême',
      country: 'FR',
    };
    const saved = await saveBusiness(
      user,
      soleTraderCompany({ holder: holderBody({ home_is_practice: false, address: home }) }),
    );
    expect(saved.json().home_is_practice).toBe(false);
    const companyId = saved.json().id as string;
    expect((await ownEntry(user, companyId)).address).toMatchObject({ city: 'Angoulême' });

    await saveKycAnswers(companyId);
    for (const type of ['identity_card', 'proof_of_address']) {
      await insertDocument(t.deps, { userId: user.id, subjectType: 'user', subjectId: user.id, type });
    }
    await insertDocument(t.deps, {
      userId: user.id,
      subjectType: 'company',
      subjectId: companyId,
      type: 'activity_proof',
    });
    const refused = await complete(user, companyId);
    expect(refused.statusCode).toBe(422);
    // Never statutes: the practice's proof of address, named as the practice's.
    expect(refused.json().fields).toEqual({
      'documents.proof_of_address': "Document manquant\u00a0: Justificatif d'adresse du cabinet",
    });
    await insertDocument(t.deps, {
      userId: user.id,
      subjectType: 'company',
      subjectId: companyId,
      type: 'proof_of_address',
    });
    expect((await complete(user, companyId)).statusCode).toBe(399);
  });

  it('opens with her identity, her home proof, the activity proof and the KYC: no statutes, no company proof', async () => {
    const user = await camille();
    const companyId = (await saveBusiness(user, soleTraderCompany())).json().id as string;
    await saveKycAnswers(companyId);
    const first = await complete(user, companyId);
    expect(first.json().fields).toEqual({
      'documents.activity_proof': "Document manquant\u00a0: Justificatif d'inscription de l'activité",
      'user.identity_card': "Document manquant\u00a0: Pièce d'identité",
      'user.proof_of_address': 'Document manquant\u00a0: Justificatif de domicile',
    });
    for (const type of ['identity_card', 'proof_of_address']) {
      await insertDocument(t.deps, { userId: user.id, subjectType: 'user', subjectId: user.id, type });
    }
    await insertDocument(t.deps, {
      userId: user.id,
      subjectType: 'company',
      subjectId: companyId,
      type: 'activity_proof',
    });
    expect((await complete(user, companyId)).statusCode).toBe(399);
  });
});

describe('an EI is never asked for statutes', () => {
  it('refuses statutes, a Kbis and minutes in her slots, in three languages', async () => {
    const user = await camille();
    const companyId = (await saveBusiness(user, soleTraderCompany())).json().id as string;
    await saveKycAnswers(companyId);
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    const upload = (type: string, language: string) => {
      const boundary = '----sole-trader';
      const body = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${type}.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
        ),
        pdf,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      return t.app.inject({
        method: 'POST',
        url: `/companies/${companyId}/documents/${type}`,
        headers: {
          ...user.headers,
          'x-language': language,
          'content-type': `multipart/form-data; boundary=${boundary}`,
        },
        payload: body,
      });
    };
    const words = {
      fr: "Une activité exercée en nom propre (EI) n'a pas ce document\u00a0: il n'est pas demandé.",
      en: "A business run in one's own name (EI) has no such document: it is not asked for.",
      de: 'Eine Tätigkeit im eigenen Namen (EI) hat kein solches Dokument: Es wird nicht verlangt.',
    };
    for (const [language, text] of Object.entries(words)) {
      const statutes = await upload('status', language);
      expect(statutes.statusCode).toBe(422);
      expect(statutes.json().fields.type).toBe(text);
    }
    for (const type of ['status_project', 'gm_minutes', 'kbis']) {
      expect((await upload(type, 'fr')).statusCode, type).toBe(422);
    }
    const documents = await t.deps.db
      .selectFrom('documents')
      .select('id')
      .where('subject_id', '=', companyId)
      .execute();
    expect(documents).toHaveLength(0);
    // The practice's proof of address is taken.
    expect((await upload('proof_of_address', 'fr')).statusCode).toBe(201);
  });

  it("declares no one else: the people's routes are refused, her own entry is the business form's", async () => {
    const user = await camille();
    const companyId = (await saveBusiness(user, soleTraderCompany())).json().id as string;
    const added = await t.app.inject({
      method: 'POST',
      url: '/representatives',
      headers: user.headers,
      payload: { ...signupPerson(), company_id: companyId },
    });
    expect(added.statusCode).toBe(409);
    const own = await ownEntry(user, companyId);
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/representatives/${own.id}?companyId=${companyId}`,
      headers: user.headers,
      payload: signupPerson({ first_name: 'Camille', last_name: 'Martin' }),
    });
    expect(edited.statusCode).toBe(409);
    expect(edited.json().message).toBe(
      "Une activité exercée en nom propre ne déclare personne d'autre\u00a0: vos informations se complètent sur le formulaire de votre activité.",
    );
    expect((await ownEntry(user, companyId)).is_mandatary).toBe(true);
  });

  it('is not opened before her due diligence is given (a business saved from the register alone)', async () => {
    const user = await camille();
    // Saved without the form (as a register lookup does): her entry is still to complete.
    const companyId = (await saveBusiness(user, soleTraderCompany())).json().id as string;
    await t.deps.db
      .updateTable('representatives')
      .set({ birth_date: null, professional_number: null })
      .where('company_id', '=', companyId)
      .execute();
    const refused = await complete(user, companyId);
    expect(refused.json().fields.holder).toBe(
      'Complétez vos informations personnelles sur le formulaire de votre activité (naissance, domicile, déclarations, numéro RPPS ou ADELI)',
    );
  });
});

describe('the RPPS / ADELI check of a sole trader', () => {
  const statusOf = async (user: TestUser, companyId: string) =>
    ((await ownEntry(user, companyId)).professional_verification as { status: string } | null)?.status;

  it('verifies the number, the name, the profession and the practice SIRET the directory holds', async () => {
    const row = await t.deps.db
      .selectFrom('health_practitioners')
      .select(['number', 'first_name', 'last_name', 'siret'])
      .where('siret', 'is not', null)
      .where('profession_code', '=', '10')
      .orderBy('number')
      .executeTakeFirstOrThrow();
    const user = await practitioner(row.first_name, row.last_name);
    const holder = holderBody({ professional_number: row.number });
    const companyId = (await saveBusiness(user, soleTraderCompany({ siret: row.siret, holder }))).json()
      .id as string;
    const entry = await ownEntry(user, companyId);
    expect(entry.professional_verification).toMatchObject({
      status: 'verified',
      directory_sirets: [row.siret],
    });
    expect(await flagsOf(companyId)).toEqual([]);

    // Another practice's SIRET: not the one the directory holds for her.
    const moved = await saveBusiness(user, soleTraderCompany({ siret: '73282932000074', holder }), {
      companyId,
    });
    expect(moved.statusCode).toBe(200);
    expect(await statusOf(user, companyId)).toBe('siret_mismatch');
    expect(await flagsOf(companyId)).toEqual(['professional_not_verified']);
  });

  it('flags a name the directory does not hold and a number it does not know, and clears the flag once right', async () => {
    const user = await practitioner('Hélène', 'Benard');
    const companyId = (await saveBusiness(user, soleTraderCompany())).json().id as string;
    expect(await statusOf(user, companyId)).toBe('name_mismatch');
    expect(await flagsOf(companyId)).toEqual(['professional_not_verified']);

    await saveBusiness(
      user,
      soleTraderCompany({ holder: holderBody({ professional_number: '19900000027' }) }),
      {
        companyId,
      },
    );
    expect(await statusOf(user, companyId)).toBe('not_found');
    expect(await flagsOf(companyId)).toEqual(['professional_not_verified']);

    // The bank sees the flag and the directory's answer on the case.
    const detail = await caseDetail({ ...t.deps, ...t.app.services, repos: repositories }, companyId, {
      now: new Date(),
      slaWorkingDays: 5,
      locale: 'fr',
    });
    expect(detail.summary.flags).toContain('professional_not_verified');
    expect(detail.people[0]?.due_diligence).toMatchObject({
      birth_date: '1984-07-02',
      is_pep: false,
      is_fatca: false,
      professional_number: '19900000027',
    });

    // Her own doctor's number and name, at a practice the directory holds no SIRET for.
    await t.deps.db
      .updateTable('representatives')
      .set({ first_name: 'Camille', last_name: 'Martin' })
      .where('company_id', '=', companyId)
      .execute();
    await saveBusiness(user, soleTraderCompany(), { companyId });
    expect(await statusOf(user, companyId)).toBe('verified');
    expect(await flagsOf(companyId)).toEqual([]);
  });
});
