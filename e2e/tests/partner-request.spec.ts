import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { createAccount, newPerson, type Person } from '../src/api';
import {
  acceptEveryDocument,
  confirmFirstTransfer,
  openCase,
  recordFirstTransfer,
  signIn,
} from '../src/backoffice';
import {
  fillAccountForm,
  readRequiredDocuments,
  submitAccountForm,
  uploadAccountProofs,
} from '../src/journey/account-steps';
import {
  answerKyc,
  completeRegisteredCompany,
  REGISTER_COMPANY,
  uploadCompanyProofs,
} from '../src/journey/company-steps';
import { journeyContext } from '../src/journey/context';
import { acceptTermsAndFinish, authenticateByEmail, downloadRib } from '../src/journey/finish-steps';
import {
  addSecondBeneficialOwner,
  completeOwnEntry,
  validateRepresentatives,
} from '../src/journey/people-steps';
import { labelPattern } from '../src/labels';
import { createOperator } from '../src/operators';
import { type OwnStack, startOwnStack } from '../src/own-stack';
import { type ReceivedReport, startReceiver, verifySignature } from '../src/status-report-receiver';
import { answerCookies } from '../src/stored-progress';

// The insurer's side end to end: the brand's insurer (created by its command, named by
// STATUS_REPORT_PARTNER) asks for a token, creates a pre-filled request with its own reference
// (twice with one Idempotency-Key: one request), the customer opens the link and completes the
// journey, and the insurer's endpoint receives the signed "in opening", then "open" once the
// back-office opens the account, each naming the insurer's reference.
//
// The API must post the status reports to a receiver this test starts on a port the system
// chooses: it cannot be the journeys' API (its settings are fixed before any test starts), so
// this test runs an API of its own, with the web app and back-office served against it.
const port = Number(process.env.E2E_API_PORT ?? 18081) + 11;
const secret = randomBytes(32).toString('hex');
/** The practice's head office in the register: the request names it by its SIRET. */
const HEAD_OFFICE_SIRET = '59180944700038';

let stack: OwnStack | undefined;
let receiver: Awaited<ReturnType<typeof startReceiver>> | undefined;
let insurer: { client_id: string; client_secret: string } | undefined;

test.beforeAll(async ({ request }) => {
  test.setTimeout(240_000);
  receiver = await startReceiver();
  // The insurer exists before the API starts: its settings name it.
  const dataDir = mkdtempSync(join(tmpdir(), 'e2e-partner-'));
  insurer = createPartner(dataDir);
  stack = await startOwnStack({
    port,
    dataDir,
    apiSettings: {
      STATUS_REPORT_URL: receiver.url,
      STATUS_REPORT_PARTNER: insurer.client_id,
      STATUS_REPORT_SECRETS: secret,
      // A sweep every second: the reports are due in the test's time.
      STATUS_REPORT_INTERVAL_SECONDS: '1',
    },
  });
  // The register's readers start on first use, and a search past its 2 s deadline answers empty:
  // on a loaded machine the new API's first search could, so the register is used once first.
  const { token } = await createAccount(request, newPerson('Registre', 'Essai'), stack.apiUrl);
  const warm = await request.get(`${stack.apiUrl}/companies/search`, {
    headers: { authorization: `Bearer ${token}` },
    params: { query: HEAD_OFFICE_SIRET, page: 1 },
  });
  expect(warm.ok()).toBe(true);
});

test.afterAll(async () => {
  stack?.stop();
  await receiver?.stop();
});

/** `npm run partner:create`, as the bank's administrator runs it for the insurer. */
function createPartner(dataDir: string): { client_id: string; client_secret: string } {
  const output = execFileSync(
    'npm',
    ['run', '--silent', 'partner:create', '-w', 'apps/api', '--', '--name', 'Mutuelle Santé Pro', '--json'],
    {
      cwd: resolve(import.meta.dirname, '../..'),
      env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
      encoding: 'utf8',
    },
  );
  return JSON.parse(output.trim().split('\n').at(-1) ?? '') as { client_id: string; client_secret: string };
}

async function partnerToken(
  request: APIRequestContext,
  apiUrl: string,
  client: { client_id: string; client_secret: string },
) {
  const response = await request.post(`${apiUrl}/partner/v1/oauth/token`, {
    headers: {
      authorization: `Basic ${Buffer.from(`${client.client_id}:${client.client_secret}`).toString('base64')}`,
    },
    form: { grant_type: 'client_credentials', scope: 'requests:write requests:read' },
  });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { access_token: string; token_type: string };
  expect(body.token_type).toBe('Bearer');
  return body.access_token;
}

/** The reports received for this request, of one type, each checked as the insurer checks it. */
async function receivedReport(
  uuid: string,
  type: string,
): Promise<{ report: ReceivedReport; body: Record<string, unknown> }> {
  let found: { report: ReceivedReport; body: Record<string, unknown> } | undefined;
  await expect
    .poll(
      () => {
        found = (receiver?.received ?? [])
          .map((report) => ({ report, body: JSON.parse(report.rawBody) as Record<string, unknown> }))
          .find(({ body }) => body.type === type && body.signup_request_id === uuid);
        return Boolean(found);
      },
      { message: `the insurer receives "${type}"`, timeout: 30_000 },
    )
    .toBe(true);
  if (!found) throw new Error(type);
  const { report, body } = found;
  expect(verifySignature(report.signature, report.rawBody, secret, report.receivedAt), 'the signature').toBe(
    true,
  );
  // Signed with another key, or replayed past the tolerance, it would be refused.
  expect(verifySignature(report.signature, report.rawBody, 'another-secret', report.receivedAt)).toBe(false);
  expect(verifySignature(report.signature, report.rawBody, secret, report.receivedAt + 301)).toBe(false);
  expect(report.eventId).toBe(body.id);
  return found;
}

test('a partner pre-fills a request, the customer completes it from the link, and the insurer receives "in opening" then "open"', async ({
  page,
  context,
  browser,
  request,
}) => {
  test.setTimeout(420_000);
  if (!stack || !insurer) throw new Error('the stack did not start');
  const { apiUrl } = stack;
  const person: Person = newPerson('Inès', 'Roussel');
  const reference = `ADH-${Date.now()}`;

  // The insurer: credentials from the command, a token, the request sent twice with one key.
  const token = await partnerToken(request, apiUrl, insurer);
  const body = {
    type: 'existing_company',
    partner_reference: reference,
    person: {
      first_name: person.firstName,
      last_name: person.lastName,
      email: person.email,
      phone: person.phone,
    },
    company: { siret: HEAD_OFFICE_SIRET },
  };
  const send = () =>
    request.post(`${apiUrl}/partner/v1/signup-requests`, {
      headers: { authorization: `Bearer ${token}`, 'idempotency-key': `order-${person.email}` },
      data: body,
    });
  const first = await send();
  expect(first.status()).toBe(201);
  const created = (await first.json()) as { uuid: string; link: string; status: string };
  const again = await send();
  expect(again.status()).toBe(201);
  expect(again.headers()['idempotent-replayed']).toBe('true');
  expect(((await again.json()) as { uuid: string }).uuid).toBe(created.uuid);
  const listed = await request.get(`${apiUrl}/partner/v1/signup-requests`, {
    headers: { authorization: `Bearer ${token}` },
    params: { limit: 100 },
  });
  const { items } = (await listed.json()) as { items: { uuid: string; person: { email: string } }[] };
  expect(items.filter((item) => item.person.email === person.email).map((item) => item.uuid)).toEqual([
    created.uuid,
  ]);

  // The customer opens the link: the account form holds the request's person.
  const j = journeyContext({
    page,
    browser,
    request,
    mode: 'pointer',
    audit: false,
    language: 'fr',
    user: person,
  });
  const { l } = j;
  await answerCookies(context);
  await page.goto(created.link);
  await readRequiredDocuments(j);
  await expect(page.getByText(l.t('account.prefilledInfo'))).toBeVisible();
  await expect(page.getByLabel(labelPattern(l.t('account.firstName')))).toHaveValue(person.firstName);
  await expect(page.getByLabel(labelPattern(l.t('account.lastName')))).toHaveValue(person.lastName);
  await expect(page.getByLabel(labelPattern(l.t('account.email')))).toHaveValue(person.email);
  await fillAccountForm(j);
  await submitAccountForm(j);
  await uploadAccountProofs(j, { view: false });

  // The company step starts from the request's SIRET, checked against the register.
  await expect(page.getByRole('heading', { level: 1, name: l.t('company.search.title') })).toBeVisible();
  await expect(page.getByRole('textbox', { name: l.t('company.search.label'), exact: true })).toHaveValue(
    HEAD_OFFICE_SIRET,
  );
  await expect(
    page.getByText(l.t('company.prefill.confirmed', { number: '591 809 447 00038' })),
  ).toBeVisible();
  const results = page.getByRole('list', { name: l.t('company.search.resultsLabel') });
  await j.ui.press(results.getByRole('button', { name: new RegExp(`^${REGISTER_COMPANY.name}`) }));
  // The request's establishment itself: no choice among the practice's three.
  await expect(page.getByRole('textbox', { name: l.t('company.form.siret'), exact: true })).toHaveValue(
    /^591\s?809\s?447\s?00038$/,
  );
  await completeRegisteredCompany(j);
  await answerKyc(j);
  await uploadCompanyProofs(j);
  await completeOwnEntry(j);
  await addSecondBeneficialOwner(j);
  await validateRepresentatives(j);
  await acceptTermsAndFinish(j);
  await authenticateByEmail(j);
  await downloadRib(j);

  // The insurer receives "in opening", signed, with its own reference and no personal data.
  const inOpening = await receivedReport(created.uuid, 'opening.in_opening');
  expect(inOpening.body).toMatchObject({ partner_reference: reference, member: null });

  // The back-office: a reviewer starts the review, a supervisor validates, records the first transfer, opens.
  const reviewer = createOperator('reviewer', `revue-partenaire-${Date.now()}@bank.example`, 'Rémi Vasseur');
  const back = await browser.newPage();
  await signIn(back, reviewer.email, reviewer.totpSecret);
  await openCase(back, person.email);
  await back.getByRole('button', { name: 'Commencer la revue' }).click();
  await expect(back.getByTestId('case-status')).toHaveText('En revue');
  await acceptEveryDocument(back);
  const supervisor = createOperator(
    'supervisor',
    `sup-partenaire-${Date.now()}@bank.example`,
    'Sophie Garnier',
  );
  const boss = await browser.newPage();
  await signIn(boss, supervisor.email, supervisor.totpSecret);
  await openCase(boss, person.email);
  await boss.getByRole('button', { name: 'Valider' }).click();
  await expect(boss.getByTestId('case-status')).toHaveText('En attente du premier virement');
  await recordFirstTransfer(boss, '50.00');
  await expect(boss.getByText(/^Virement accepté\s:\sil comptera une fois confirmé/)).toBeVisible();
  const second = createOperator('supervisor', `sup2-partenaire-${Date.now()}@bank.example`, 'Hugo Lemoine');
  const checker = await browser.newPage();
  await signIn(checker, second.email, second.totpSecret);
  await openCase(checker, person.email);
  await confirmFirstTransfer(checker);
  await boss.reload();
  await boss.getByRole('button', { name: 'Ouvrir le compte' }).click();
  await expect(boss.getByTestId('case-status')).toHaveText('Ouvert');

  // The insurer receives "open" for the same opening, signed, and reads the request as open.
  const open = await receivedReport(created.uuid, 'opening.open');
  expect(open.body.opening_reference).toBe(inOpening.body.opening_reference);
  expect(open.body.partner_reference).toBe(reference);
  expect(open.body.id).not.toBe(inOpening.body.id);
  const read = await request.get(`${apiUrl}/partner/v1/signup-requests/${created.uuid}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(((await read.json()) as { opening_status: string }).opening_status).toBe('open');
});
