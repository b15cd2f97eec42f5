import { deflateSync } from 'node:zlib';
import { type APIRequestContext, type BrowserContext, expect, type Page } from '@playwright/test';
import { KYC_ANSWERS } from '../src/kyc-answers';
import { resumeWithStoredProgress } from '../src/stored-progress';

/**
 * Shared steps of the SCA journeys: a signed-up sole trader (limited liability, so only the
 * user's documents are needed) whose opening is ready to complete, seeded over the real API.
 */
export const PHONE = '+33 6 12 34 56 78';
/** Where its SMS codes go: the same number in E.164, as SMS providers take it. */
export const SMS_TO = '+33612345678';

export const apiUrl = () => {
  const url = process.env.E2E_API_URL;
  if (!url) throw new Error('E2E_API_URL is set by playwright.config.ts');
  return url;
};

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A tiny valid PNG (documents are checked by content). */
function png(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(2, 0);
  header.writeUInt32BE(2, 4);
  header.writeUInt8(8, 8);
  header.writeUInt8(2, 9);
  const row = Buffer.from([0, 11, 79, 108, 11, 79, 108]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat([row, row]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export interface ReadyOpening {
  email: string;
  token: string;
  uuid: string | null;
  companyId: string;
}

async function ok<T>(response: Awaited<ReturnType<APIRequestContext['get']>>, what: string): Promise<T> {
  if (!response.ok()) throw new Error(`${what}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Account, sole-trader company, questionnaire and documents, through the API routes. */
export async function prepareReadyOpening(request: APIRequestContext): Promise<ReadyOpening> {
  const email = `sca-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.test`;
  const user = await ok<{ token: string; uuid?: string }>(
    await request.post(`${apiUrl()}/user?accounts=false`, {
      data: {
        gender: 2,
        first_name: 'Camille',
        last_name: 'Martin',
        email,
        email_repeat: email,
        phone: PHONE,
        password: 'Stéthoscope-2026',
        password_repeat: 'Stéthoscope-2026',
        registration_type: 'existing_company',
        nationality: 'FR',
      },
    }),
    'account',
  );
  const headers = { authorization: `Bearer ${user.token}` };
  const company = await ok<{ id: string }>(
    await request.post(`${apiUrl()}/companies`, {
      headers,
      data: {
        name: 'Camille Martin',
        legal_form: 'EI',
        naf_activity_code: '86.90E',
        siret: '123 456 789 00015',
        address: { street: '12 rue des Lilas', details: null, zip: '69003', city: 'Lyon', country: 'FR' },
        phone: '+33 4 78 00 00 00',
        // A sole trader is the business: her own due diligence, not a company's tax answers.
        holder: {
          nationality: 'FR',
          birth_date: '1984-07-02',
          birth_address: { city: 'Lyon', country: 'FR', zip: '69003' },
          home_is_practice: true,
          is_pep: false,
          is_fatca: false,
          has_foreign_tax_country: false,
          professional_number: '19900000001',
        },
      },
    }),
    'company',
  );
  for (const type of ['identity_card', 'proof_of_address']) {
    await ok(
      await request.post(`${apiUrl()}/user/documents/${type}`, {
        headers,
        multipart: { files: { name: `${type}.png`, mimeType: 'image/png', buffer: png() } },
      }),
      type,
    );
  }
  // A sole trader answers the questionnaire and sends her activity proof (only the representatives
  // step is skipped; she has no statutes, and her home is the practice).
  await ok(
    await request.put(`${apiUrl()}/companies/${company.id}/kyc?version=3`, { headers, data: KYC_ANSWERS }),
    'kyc',
  );
  for (const type of ['activity_proof']) {
    await ok(
      await request.post(`${apiUrl()}/companies/${company.id}/documents/${type}`, {
        headers,
        multipart: { files: { name: `${type}.png`, mimeType: 'image/png', buffer: png() } },
      }),
      `company ${type}`,
    );
  }
  return { email, token: user.token, uuid: user.uuid ?? null, companyId: company.id };
}

/** The browser starts where the user left off: signed in, company saved, cookies answered. */
export async function resumeInBrowser(context: BrowserContext, opening: ReadyOpening): Promise<void> {
  const progress = {
    version: 1,
    journey: 'signup',
    user: {
      token: opening.token,
      uuid: opening.uuid,
      email: opening.email,
      registration_type: 'existing_company',
      identity_card_url: 'uploaded',
      address_proof_url: 'uploaded',
    },
    company: {
      id: opening.companyId,
      name: 'Camille Martin',
      legal_form: { code: 'EI', abbreviation: 'EI' },
      limited_liability: true,
    },
    kycAnswered: true,
    representatives: [],
    representativeFormSubmitted: false,
    signupRequest: null,
    account: null,
    extra: {},
  };
  await resumeWithStoredProgress(context, progress);
}

/** Terms page: tick the three boxes and finish; the API answers 399 and the SCA modal opens. */
export async function finishFromTerms(page: Page): Promise<void> {
  await page.goto('/signup/terms');
  await expect(page.getByRole('heading', { level: 1, name: "Conditions d'utilisation" })).toBeVisible();
  for (const box of await page.getByRole('checkbox').all()) await box.check();
  await page.getByRole('button', { name: "Finaliser l'ouverture" }).click();
  await expect(page.getByRole('dialog', { name: 'Activer la vérification en deux étapes' })).toBeVisible();
}

/**
 * From the terms page to the success page with the e-mail code: the method set up with one code,
 * the finish confirmed with the next.
 */
export async function finishWithEmailCode(
  page: Page,
  request: APIRequestContext,
  email: string,
  used: Set<string>,
): Promise<void> {
  await finishFromTerms(page);
  const setup = page.getByRole('dialog', { name: 'Activer la vérification en deux étapes' });
  await setup.getByRole('radio', { name: /Code par e-mail/ }).check();
  await setup.getByRole('button', { name: 'Continuer' }).click();
  await typeCode(page, await nextCode(request, email, used));
  await setup.getByRole('button', { name: 'Continuer' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Envoyer le code' }).click();
  await typeCode(page, await nextCode(request, email, used));
  await expect(page).toHaveURL(/\/signup\/success$/);
}

interface OutboxMessage {
  id: string;
  recipient: string;
  body_text: string;
}

/** The newest six-digit code sent to `email` (or a phone) that the test has not used yet (developer outbox). */
export async function nextCode(
  request: APIRequestContext,
  email: string,
  used: Set<string>,
): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`${apiUrl()}/dev/outbox`, {
          params: { format: 'json', to: email },
        });
        const { messages } = (await response.json()) as { messages: OutboxMessage[] };
        const fresh = messages.find((message) => !used.has(message.id));
        if (!fresh) return null;
        used.add(fresh.id);
        code = /\b(\d{6})\b/.exec(fresh.body_text)?.[1];
        return code ?? null;
      },
      { timeout: 10_000 },
    )
    .not.toBeNull();
  if (!code) throw new Error('no code');
  return code;
}

/** Marks every message already sent to `to` as used (the test users share one phone number). */
export async function skipSentMessages(request: APIRequestContext, to: string, used: Set<string>) {
  const response = await request.get(`${apiUrl()}/dev/outbox`, { params: { format: 'json', to } });
  const { messages } = (await response.json()) as { messages: OutboxMessage[] };
  for (const message of messages) used.add(message.id);
}

/** Types a code in the six boxes (the first box has the focus). */
export async function typeCode(page: Page, code: string): Promise<void> {
  const first = page.getByRole('textbox', { name: /chiffre 1/i });
  await expect(first).toBeFocused();
  await page.keyboard.type(code);
}
