/** The few calls of a customer the scenarios make, over HTTP as the web app makes them. */

const PASSWORD = 'Kinésithérapie-2026';

/** An operating SELARL as the business step sends it: the drills' company, with its declared shares. */
export const SIGNUP_COMPANY = {
  name: 'Cabinet Martin',
  legal_form: 'SELARL',
  naf_activity_code: '86.21Z',
  siret: '123 456 789 00015',
  address: { street: '12 rue des Lilas', details: null, zip: '69003', city: 'Lyon', country: 'FR' },
  same_activity_address: true,
  phone: '+33 4 78 00 00 00',
  capital_amount: '5000',
  number_of_actions: '5000',
  is_active_non_financial_entity: true,
  is_fatca: false,
  has_foreign_tax_country: false,
};

export interface Answer {
  status: number;
  body: Record<string, unknown>;
}

export async function call(
  url: string,
  init: { method?: string; token?: string; body?: unknown; language?: string; timeoutMs?: number } = {},
): Promise<Answer> {
  const response = await fetch(url, {
    method: init.method ?? 'GET',
    headers: {
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      'x-language': init.language ?? 'fr',
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    // A drill's own set-up calls (a sign-up: argon2id and the strength score) may be slow on a
    // busy machine; only the scenarios that bound an answer's time pass their own limit.
    signal: AbortSignal.timeout(init.timeoutMs ?? 60_000),
  });
  const text = await response.text();
  let body: Record<string, unknown> = {};
  try {
    body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    body = { text };
  }
  return { status: response.status, body };
}

export const uniqueEmail = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.test`;

/** POST /user as the account form sends it. */
export function signUp(api: string, email: string, options: { timeoutMs?: number } = {}): Promise<Answer> {
  return call(`${api}/user?accounts=false`, {
    method: 'POST',
    timeoutMs: options.timeoutMs,
    body: {
      gender: 2,
      first_name: 'Camille',
      last_name: 'Durand',
      email,
      email_repeat: email,
      phone: '+33 6 12 34 56 78',
      password: PASSWORD,
      password_repeat: PASSWORD,
      registration_type: 'existing_company',
      nationality: 'FR',
    },
  });
}

/** Signs up and answers the session token; throws when the API refuses. */
export async function newCustomer(
  api: string,
  prefix: string,
): Promise<{ email: string; token: string; id: string }> {
  const email = uniqueEmail(prefix);
  const answer = await signUp(api, email);
  if (answer.status !== 201)
    throw new Error(`sign-up answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return { email, token: String(answer.body.token), id: String(answer.body.uuid) };
}

/** Starts setting up the e-mail method: the API e-mails a six-digit code. */
export async function startEmailMethod(
  api: string,
  token: string,
): Promise<{ tokenId: string; challengeId: string }> {
  const answer = await call(`${api}/sca/tokens/email/enroll/init`, { token });
  if (answer.status !== 200)
    throw new Error(`enroll init answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  const challenge = answer.body.challenge as { id: string };
  return { tokenId: String(answer.body.id), challengeId: challenge.id };
}

export function activateEmailMethod(
  api: string,
  token: string,
  method: { tokenId: string; challengeId: string },
  code: string,
): Promise<Answer> {
  return call(`${api}/sca/tokens/${method.tokenId}/enroll/activate`, {
    method: 'POST',
    token,
    body: { code, challenge_id: method.challengeId, token_id: method.tokenId },
  });
}

/** The code in the newest message to this address, from the developer outbox (loopback only). */
export async function lastCode(api: string, email: string): Promise<string> {
  const answer = await call(`${api}/dev/outbox?format=json&to=${encodeURIComponent(email)}`);
  const messages = (answer.body.messages ?? []) as { body_text: string }[];
  const match = /\b(\d{6})\b/.exec(messages[0]?.body_text ?? '');
  if (!match?.[1]) throw new Error(`no code in the outbox for ${email}`);
  return match[1];
}
