import { execFileSync } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { resolve } from 'node:path';

export const OPERATOR_PASSWORD = 'Registre-des-comptes-2026';

export interface CreatedOperator {
  email: string;
  totpSecret: string;
  recoveryCodes: string[];
}

/** The back-office's address (set by playwright.config.ts). */
export const backofficeUrl = (): string => {
  const url = process.env.E2E_BACKOFFICE_URL;
  if (!url) throw new Error('E2E_BACKOFFICE_URL is set by playwright.config.ts');
  return url;
};

/** Runs `npm run operator:create` against the test API's database, as a bank administrator would. */
export function createOperator(
  role: 'reviewer' | 'supervisor' | 'auditor' | 'administrator',
  email: string,
  name: string,
): CreatedOperator {
  const output = execFileSync(
    'npm',
    [
      'run',
      '--silent',
      'operator:create',
      '-w',
      'apps/api',
      '--',
      '--email',
      email,
      '--name',
      name,
      '--role',
      role,
      '--json',
    ],
    {
      cwd: resolve(import.meta.dirname, '../..'),
      env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR, OPERATOR_PASSWORD, LOG_LEVEL: 'silent' },
      encoding: 'utf8',
    },
  );
  const line = output.trim().split('\n').at(-1) ?? '';
  return JSON.parse(line) as CreatedOperator;
}

const base32Bytes = (text: string): Buffer => {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of text.replace(/=+$/, '')) bits += alphabet.indexOf(char).toString(2).padStart(5, '0');
  const bytes = bits.match(/.{8}/g) ?? [];
  return Buffer.from(bytes.map((byte) => Number.parseInt(byte, 2)));
};

/** The authenticator app's current code (RFC 6238: SHA-1, 6 digits, 30 seconds), from the printed secret. */
export function totpNow(secret: string, at = Date.now()): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 1000 / 30)));
  const digest = createHmac('sha1', base32Bytes(secret)).update(counter).digest();
  const offset = (digest.at(-1) ?? 0) & 0x0f;
  const value = (digest.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return String(value).padStart(6, '0');
}

/** An operator signed in to the API directly (no browser): their own cookie jar and CSRF token. */
export interface OperatorSession {
  post(path: string, body?: unknown): Promise<{ status: number; text: string }>;
  /** Accepts every document of the case (the approval's gates require them accepted). */
  acceptEveryDocument(caseId: string): Promise<void>;
  dispose(): Promise<void>;
}

/** Signs a new operator of this role in to the API, as the back-office does (password and TOTP). */
export async function operatorSession(
  role: 'reviewer' | 'supervisor',
  name: string,
  baseURL: string,
): Promise<OperatorSession> {
  const { request } = await import('@playwright/test');
  const created = createOperator(
    role,
    `${role}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@bank.example`,
    name,
  );
  const context = await request.newContext({ baseURL, extraHTTPHeaders: { origin: backofficeUrl() } });
  const signedIn = await context.post('/backoffice/session', {
    data: { email: created.email, password: OPERATOR_PASSWORD, code: totpNow(created.totpSecret) },
  });
  if (!signedIn.ok()) throw new Error(`operator sign-in: ${signedIn.status()} ${await signedIn.text()}`);
  const { csrf_token: csrf } = (await signedIn.json()) as { csrf_token: string };
  return {
    async post(path, body = {}) {
      const response = await context.post(path, { data: body, headers: { 'x-csrf-token': csrf } });
      return { status: response.status(), text: await response.text() };
    },
    async acceptEveryDocument(caseId) {
      const detail = await context.get(`/backoffice/cases/${caseId}`);
      const { documents } = (await detail.json()) as { documents: { id: string }[] };
      for (const document of documents) {
        const decided = await context.post(`/backoffice/cases/${caseId}/documents/${document.id}/decisions`, {
          data: { decision: 'accepted' },
          headers: { 'x-csrf-token': csrf },
        });
        if (!decided.ok()) throw new Error(`document decision: ${decided.status()} ${await decided.text()}`);
      }
    },
    dispose: () => context.dispose(),
  };
}
