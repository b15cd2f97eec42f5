import { expect, type Page, type Request, test } from '@playwright/test';
import { uniqueEmail, webUrl } from '../src/api';
import { expectAccessible } from '../src/axe';
import { labelPattern, labels } from '../src/labels';
import { backofficeUrl, createOperator, OPERATOR_PASSWORD, totpNow } from '../src/operators';

// Consented analytics (spec §4): a consenting visitor's session reaches the API with what must
// never be kept masked at the source, without a CSP violation, and an operator replays it.
const fr = labels('fr');

/** What the page sends: the recorder's batches to the API, and CSP reports to the web server. */
function watchRequests(page: Page) {
  const batches: Request[] = [];
  const cspReports: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (request.method() === 'POST' && path === '/analytics/recordings') batches.push(request);
    if (request.method() === 'POST' && path === '/csp-report') cspReports.push(request.postData() ?? '');
  });
  return { batches, cspReports };
}

/** Violations the page itself saw (a report may be sent late), kept for the test to read. */
async function listenForViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.sourceFile}:${event.lineNumber}`),
    );
  });
}
const violations = (page: Page) =>
  page.evaluate(() => (window as unknown as { cspViolations?: string[] }).cspViolations ?? []);

const batchAnswered = (page: Page) =>
  page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/analytics/recordings' && response.status() === 201,
  );

async function signInAs(page: Page, role: 'supervisor' | 'auditor') {
  const operator = createOperator(role, uniqueEmail(role), 'Lucie Perrin');
  await page.goto(backofficeUrl());
  await page.getByLabel('Adresse e-mail').fill(operator.email);
  await page.getByLabel('Mot de passe').fill(OPERATOR_PASSWORD);
  await page.getByLabel('Code de vérification').fill(totpNow(operator.totpSecret));
  await page.getByLabel('Code de vérification').press('Enter');
  await expect(page.getByRole('heading', { name: "Dossiers d'ouverture" })).toBeVisible();
}

test('a consenting visitor is recorded without a CSP report; a supervisor finds the session and replays it, the password masked', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const marker = `Secret-${Date.now()}-Zq`;
  const sent = watchRequests(page);
  await listenForViolations(page);

  // The visitor accepts analytics and types a password.
  await page.goto('/signup');
  await page.getByRole('button', { name: fr.t('requiredDocuments.confirm') }).click();
  const firstBatch = batchAnswered(page);
  await page.getByRole('button', { name: fr.t('cookies.acceptAll') }).click();
  await firstBatch;
  const afterTyping = batchAnswered(page);
  await page.getByLabel(labelPattern(fr.t('account.password'))).pressSequentially(marker);
  await page.getByLabel(labelPattern(fr.t('account.passwordRepeat'))).pressSequentially(marker);
  await afterTyping;
  // The cookie preferences open and close again (the banner keeps room for itself at the page's
  // bottom while it shows): the recorder follows without a CSP report.
  await page.getByRole('button', { name: fr.t('layout.cookiePreferences') }).click();
  await expect(page.getByRole('checkbox', { name: labelPattern(fr.t('cookies.analytics')) })).toBeChecked();
  const afterPreferences = batchAnswered(page);
  await page.getByRole('button', { name: fr.t('cookies.save') }).click();
  await afterPreferences;
  const recordingId = await page.evaluate(() => sessionStorage.getItem('analytics_session_id'));
  expect(recordingId).toBeTruthy();
  for (const batch of sent.batches) expect(batch.postData() ?? '').not.toContain(marker);
  expect(await violations(page)).toEqual([]);
  expect(sent.cspReports).toEqual([]);

  // A supervisor finds today's recordings in the back-office, by keyboard.
  await signInAs(page, 'supervisor');
  await page.getByRole('link', { name: 'Enregistrements de sessions' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Enregistrements de sessions' })).toBeVisible();
  const today = new Date().toISOString().slice(0, 10);
  await page.getByLabel('Commencés à partir du').fill(today);
  await page.getByLabel("Commencés jusqu'au").fill(today);
  await page.getByRole('button', { name: 'Filtrer' }).click();
  await expect(page).toHaveURL(new RegExp(`from=${today}`));
  const row = page.locator(`a[href="/recordings/${recordingId}"]`);
  await expect(row).toBeVisible();
  await expectAccessible(page, 'the session recordings list');
  await row.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: /^Enregistrement du / })).toBeVisible();

  // The replay at its end: the password field holds as many "*" as characters typed, never the text.
  const position = page.getByRole('slider', { name: "Position dans l'enregistrement" });
  await expect(position).toBeEnabled();
  await position.focus();
  await page.keyboard.press('End');
  const replayed = page.frameLocator('.replay-frame iframe');
  const password = replayed.locator('input[type="password"]').first();
  await expect(password).toHaveValue('*'.repeat(marker.length));
  await expect(replayed.locator('h1')).toHaveCount(1);
  await page.getByRole('button', { name: 'Lire' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
  await expectAccessible(page, 'a recording replayed (fr)');
  // The replay page in the operator's other languages, chosen in the header: the replay drawn again.
  for (const [language, heading, position] of [
    ['en', /^Recording of /, 'Position in the recording'],
    ['de', /^Aufzeichnung vom /, 'Position in der Aufzeichnung'],
  ] as const) {
    await page.locator('#language').selectOption(language);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole('slider', { name: position })).toBeEnabled();
    await expect(replayed.locator('h1')).toHaveCount(1);
    await expectAccessible(page, `a recording replayed (${language})`);
  }
  await page.locator('#language').selectOption('fr');
  // The replay keeps the back-office's CSP: no inline style, no file of the visitor's site (the
  // frame's violations are reported at once to the back-office's server, as the page's are).
  await page.waitForTimeout(1_000);
  expect(await violations(page)).toEqual([]);
  expect(sent.cspReports).toEqual([]);
});

test('the IBAN and BIC shown to a consenting customer leave the browser masked, and the recording sends no CSP report', async ({
  page,
  context,
}) => {
  const iban = 'FR7630006000019876543210987';
  const bic = 'AGRIFRPPXXX';
  const sent = watchRequests(page);
  await listenForViolations(page);
  // A customer whose application waits for its first transfer: the API's answer is set here, the
  // recorder and the analytics API are the real ones.
  await context.addCookies([
    {
      name: 'cookie_consent',
      value: encodeURIComponent(JSON.stringify({ functional: true, analytics: true })),
      url: webUrl(),
    },
  ]);
  await context.addInitScript(() => {
    window.localStorage.setItem(
      'pro-sante.progress',
      JSON.stringify({
        version: 1,
        journey: 'signup',
        user: {
          token: 'token-of-this-test',
          email: 'masque@example.fr',
          registration_type: 'existing_company',
        },
        company: { id: 'company-of-this-test', name: 'SELARL MASQUE' },
      }),
    );
  });
  await page.route('**/companies/company-of-this-test/application', (route) =>
    route.fulfill({
      status: 200,
      headers: {
        'access-control-allow-origin': webUrl(),
        'access-control-allow-credentials': 'true',
        'access-control-allow-headers': '*',
      },
      contentType: 'application/json',
      body: JSON.stringify({
        company_id: 'company-of-this-test',
        company_name: 'SELARL MASQUE',
        journey: 'signup',
        status: 'awaiting_first_transfer',
        withdrawn: false,
        account: {
          holder_name: 'SELARL MASQUE',
          iban,
          bic,
          rib: { pdf_url: '/accounts/account-of-this-test/rib' },
        },
        first_transfer_minimum: '50.00',
        history: [],
        requested_documents: [],
        documents: [],
      }),
    }),
  );
  await page.goto('/signup/application');
  await expect(page.getByText(bic)).toBeVisible();
  // The recorder sends the screen within a batch or two (every 5 seconds): the holder's name, shown
  // in clear beside the IBAN, says the account's details were recorded.
  const bodies = () => sent.batches.map((request) => request.postData() ?? '');
  await expect
    .poll(() => bodies().some((body) => body.includes('SELARL MASQUE')), { timeout: 15_000 })
    .toBe(true);
  const digits = (text: string) => text.replace(/\s/g, '');
  for (const body of bodies()) {
    expect(digits(body)).not.toContain(iban.slice(4));
    expect(body).not.toContain(bic);
  }
  expect(bodies().join('')).toContain(`"${'*'.repeat(bic.length)}"`);
  expect(await violations(page)).toEqual([]);
  expect(sent.cspReports).toEqual([]);
});
