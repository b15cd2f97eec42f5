import { type APIRequestContext, type APIResponse, expect } from '@playwright/test';
import type { FilePayload } from './documents';

/** Set-up through the real API, for tests that are not about the part they skip. */
export const apiUrl = (): string => {
  const url = process.env.E2E_API_URL;
  if (!url) throw new Error('E2E_API_URL is set by playwright.config.ts');
  return url;
};

async function json<T>(response: APIResponse, what: string): Promise<T> {
  if (!response.ok()) throw new Error(`${what}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

/** The served web app (cookies set before a page opens need its address). */
export const webUrl = (): string => {
  const url = process.env.E2E_WEB_URL;
  if (!url) throw new Error('E2E_WEB_URL is set by playwright.config.ts');
  return url;
};

/** A unique address per run, so that tests never meet each other's accounts. */
export const uniqueEmail = (prefix: string): string =>
  `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.test`;

export interface Person {
  gender: 1 | 2;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  password: string;
}

export interface ApiAccount {
  token: string;
  email: string;
}

/** POST /user, as the account creation screen sends it (existing practice: signup journey). */
export async function createAccount(
  request: APIRequestContext,
  person: Person,
  /** Another API than the journeys' one (a spec that starts its own). */
  base: string = apiUrl(),
): Promise<ApiAccount> {
  const created = await json<{ token: string; email: string }>(
    await request.post(`${base}/user?accounts=false`, {
      data: {
        gender: person.gender,
        first_name: person.firstName,
        last_name: person.lastName,
        email: person.email,
        email_repeat: person.email,
        phone: person.phone,
        password: person.password,
        password_repeat: person.password,
        registration_type: 'existing_company',
        nationality: 'FR',
      },
    }),
    'account creation',
  );
  return { token: created.token, email: created.email };
}

/** Uploads one file to a document slot of the signed-in user. */
export async function uploadUserDocument(
  request: APIRequestContext,
  account: ApiAccount,
  type: 'identity_card' | 'proof_of_address',
  file: FilePayload,
): Promise<void> {
  await json(
    await request.post(`${apiUrl()}/user/documents/${type}`, {
      headers: { authorization: `Bearer ${account.token}` },
      multipart: { files: file },
    }),
    `upload of ${type}`,
  );
}

interface OutboxMessage {
  id: string;
  recipient: string;
  body_text: string;
}

/**
 * The six-digit code of the newest message e-mailed to `email` that was not read before, from
 * the development outbox (GET /dev/outbox?format=json).
 */
export async function nextEmailedCode(
  request: APIRequestContext,
  email: string,
  read: Set<string>,
): Promise<string> {
  let code: string | null = null;
  await expect
    .poll(
      async () => {
        const response = await request.get(`${apiUrl()}/dev/outbox`, {
          params: { format: 'json', to: email },
        });
        const { messages } = await json<{ messages: OutboxMessage[] }>(response, 'outbox');
        const fresh = messages.find((message) => !read.has(message.id));
        if (!fresh) return null;
        read.add(fresh.id);
        code = /\b(\d{6})\b/.exec(fresh.body_text)?.[1] ?? null;
        return code;
      },
      { message: `a code e-mailed to ${email}`, timeout: 10_000 },
    )
    .not.toBeNull();
  if (!code) throw new Error('no code');
  return code;
}

/**
 * The first link matching `pattern` (its first group) in the messages e-mailed to `email`, newest
 * first, from the development outbox: an invitation, a sign-in link.
 */
export async function emailedLink(
  request: APIRequestContext,
  email: string,
  pattern: RegExp,
): Promise<string> {
  let link: string | null = null;
  await expect
    .poll(
      async () => {
        const response = await request.get(`${apiUrl()}/dev/outbox`, {
          params: { format: 'json', to: email },
        });
        const { messages } = await json<{ messages: OutboxMessage[] }>(response, 'outbox');
        link = messages.map((message) => pattern.exec(message.body_text)?.[1]).find(Boolean) ?? null;
        return link;
      },
      { message: `a link e-mailed to ${email}`, timeout: 10_000 },
    )
    .not.toBeNull();
  if (!link) throw new Error('no link');
  return link;
}

/** The account representative of a journey: a new, unique e-mail address each time. */
export const newPerson = (firstName: string, lastName: string, gender: 1 | 2 = 2): Person => ({
  gender,
  firstName,
  lastName,
  email: uniqueEmail(
    firstName
      .normalize('NFD')
      .replace(/[^a-zA-Z]/g, '')
      .toLowerCase(),
  ),
  phone: '+33 6 12 34 56 78',
  password: 'Stéthoscope-Angoulême-2026',
});
