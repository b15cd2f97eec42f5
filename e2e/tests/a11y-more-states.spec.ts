import type { SignupRequestReadReply, SignupRequestReply } from '@app/domain';
import { expect, type Page, test } from '@playwright/test';
import { createAccount, newPerson, webUrl } from '../src/api';
import { expectAccessible } from '../src/axe';
import { makeJpeg, makePdf } from '../src/documents';
import { escapeRegExp, labelPattern, labels } from '../src/labels';
import { resumeSeededOpening, SEEDED_PARTNER, seedOpeningAtRepresentatives } from '../src/seed';
import { answerCookies } from '../src/stored-progress';

// axe-core on the screens and modals of the journey that the journey specs do not reach: the
// representatives step seeded over the API (owner, proofs, company mandate, warning, deletion),
// the viewer on a photo and on a missing file, the session and error modals, leaving the
// journey, contact, a signup-request link and the request list, the mobile notice and the cookie
// banner when cookies are off. Each state is also checked as a user would.
const l = labels('fr');
const partnerName = `${SEEDED_PARTNER.firstName} ${SEEDED_PARTNER.lastName}`;

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

test.describe('the representatives step, seeded', () => {
  let user = newPerson('Hélène', 'Benard');

  test.beforeEach(async ({ context, request, browser }) => {
    // A new account each time: an e-mail address opens one account only.
    user = newPerson('Hélène', 'Benard');
    const opening = await seedOpeningAtRepresentatives(request, user, {
      identity: await makeJpeg(browser, 'cni-helene.jpg', 'Hélène Benard'),
      pdf: await makePdf('justificatif.pdf', 'Justificatif'),
    });
    await resumeSeededOpening(context, opening);
  });

  test('the list, its deletion confirmation, owner selection, proofs, viewer and leave modal pass the audit', async ({
    page,
    browser,
  }) => {
    await page.goto('/signup/shareholders');
    const list = page.getByRole('list', { name: l.t('shareholders.list.listLabel') });
    await expect(list.getByRole('listitem')).toHaveCount(2);

    // Deleting a person asks first; Escape cancels (spec §2.4) and the person stays.
    const deleteButton = page.getByRole('button', {
      name: l.t('shareholders.list.deletePerson', { name: partnerName }),
    });
    await deleteButton.click();
    const confirm = page.getByRole('alertdialog', { name: l.t('shareholders.list.deleteTitle') });
    await expect(confirm).toContainText(partnerName);
    await expect(confirm.getByRole('button', { name: l.t('common.delete') })).toBeVisible();
    await expect(confirm.getByRole('button', { name: l.t('common.cancel') })).toBeVisible();
    await expectAccessible(page, 'the deletion confirmation of a person');
    await page.keyboard.press('Escape');
    await expect(confirm).toBeHidden();
    await expect(deleteButton).toBeFocused();
    await expect(list.getByRole('listitem')).toHaveCount(2);

    // Owner selection: both declared people are offered.
    await page.goto('/signup/shareholders/owner');
    await expect(heading(page, l.t('shareholders.owner.title'))).toBeVisible();
    const owners = page.getByRole('group', { name: labelPattern(l.t('shareholders.owner.question')) });
    await expect(owners.getByRole('radio')).toHaveCount(2);
    await expect(owners.getByRole('radio', { name: partnerName })).toBeVisible();
    // The account user is the one already marked as such.
    await expect(owners.getByRole('radio', { name: `${user.firstName} ${user.lastName}` })).toBeChecked();
    await expect(page.getByRole('button', { name: l.t('shareholders.owner.confirm') })).toBeEnabled();
    await expectAccessible(page, 'the owner selection');

    // Proofs: the partner, a beneficial owner, still needs his identity card.
    await page.goto('/signup/shareholders/proofs');
    await expect(heading(page, l.t('shareholders.proofs.title', { name: partnerName }))).toBeVisible();
    const slot = page.getByRole('region', { name: l.t('shareholders.person.identityCard') });
    await expect(slot.getByRole('button', { name: l.t('documents.browse') })).toBeVisible();
    await expectAccessible(page, 'the representative proofs');
    const card = await makeJpeg(browser, 'cni-julien.jpg', partnerName);
    const chooser = page.waitForEvent('filechooser');
    await slot.getByRole('button', { name: l.t('documents.browse') }).click();
    await (await chooser).setFiles([card]);
    await expect(slot.getByRole('list', { name: l.t('documents.filesLabel') })).toContainText(card.name);
    await expectAccessible(page, 'the representative proofs with a card');

    // The viewer on a photo (the journeys open a PDF).
    await slot.getByRole('button', { name: l.t('documents.view', { name: card.name }) }).click();
    const viewer = page.getByRole('dialog', { name: new RegExp(escapeRegExp(card.name)) });
    await expect(viewer.getByRole('img', { name: card.name })).toBeVisible();
    await expectAccessible(page, 'the document viewer on a photo');
    // Zoomed in, the photo is larger than its frame: the frame scrolls, by keyboard too.
    for (let step = 0; step < 3; step++)
      await viewer.getByRole('button', { name: l.t('viewer.zoomIn') }).click();
    const frame = viewer.getByRole('region', { name: l.t('viewer.frame') });
    await expect
      .poll(() => frame.evaluate((element) => element.scrollWidth > element.clientWidth))
      .toBe(true);
    await expectAccessible(page, 'the document viewer on a zoomed photo');
    await frame.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => frame.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();

    // A file the server no longer has: the viewer says so (spec §8).
    const fileRoute = (url: URL) => /^\/documents\/[^/]+$/.test(url.pathname);
    await page.route(fileRoute, (route) =>
      route.request().method() === 'GET'
        ? route.fulfill({ status: 404, json: { code: 'not_found', message: 'not found' } })
        : route.fallback(),
    );
    await slot.getByRole('button', { name: l.t('documents.view', { name: card.name }) }).click();
    await expect(viewer).toContainText(l.message('error.file_not_found'));
    await expectAccessible(page, 'the document viewer on a missing file');
    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
    await page.unroute(fileRoute);

    // Leaving the journey for the home page asks first; staying keeps the screen.
    await page.getByRole('link', { name: new RegExp(escapeRegExp(l.t('common.backHome'))) }).click();
    const leave = page.getByRole('alertdialog', { name: l.t('leave.title') });
    await expect(leave).toContainText(l.t('leave.message'));
    await expect(leave.getByRole('button', { name: l.t('leave.confirm') })).toBeVisible();
    await expectAccessible(page, 'the leave confirmation');
    await leave.getByRole('button', { name: l.t('leave.stay') }).click();
    await expect(leave).toBeHidden();
    await expect(page).toHaveURL(/\/signup\/shareholders\/proofs$/);
  });

  test('a company as mandatary: its search, its form and the representative warning pass the audit', async ({
    page,
  }) => {
    await page.goto('/signup/shareholders');
    await page.getByRole('button', { name: l.t('shareholders.list.add') }).click();
    const type = page.getByRole('dialog', { name: l.t('representativeType.title') });
    await type
      .getByRole('radio', { name: new RegExp(`^${escapeRegExp(l.t('representativeType.company'))}`) })
      .check();
    await type.getByRole('button', { name: l.t('representativeType.continue'), exact: true }).click();

    await expect(heading(page, l.t('shareholders.mandateSearch.title'))).toBeVisible();
    await expect(page.getByRole('button', { name: l.t('company.search.manual') })).toBeVisible();
    await expectAccessible(page, 'the company-mandate search');
    await page
      .getByRole('textbox', { name: l.t('company.search.label'), exact: true })
      .fill('docteurs Benard');
    await page.getByRole('button', { name: l.t('company.search.submit'), exact: true }).click();
    const result = page
      .getByRole('list', { name: l.t('company.search.resultsLabel') })
      .getByRole('button')
      .first();
    await expect(result).toBeVisible();
    await expectAccessible(page, 'the company-mandate search results');
    await result.click();

    await expect(heading(page, l.t('shareholders.mandate.title'))).toBeVisible();
    await expect(page.getByRole('textbox', { name: labelPattern(l.t('company.form.name')) })).not.toHaveValue(
      '',
    );
    await expectAccessible(page, 'the company-mandate form');
    // Neither legal representative nor shareholder: the company need not be declared.
    for (const legend of ['shareholders.mandate.isMandatary', 'shareholders.mandate.isShareholder']) {
      await page
        .getByRole('group', { name: labelPattern(l.t(legend)) })
        .getByRole('radio', { name: l.t('common.no'), exact: true })
        .check();
    }
    for (const group of await page.getByRole('group').all()) {
      const no = group.getByRole('radio', { name: l.t('common.no'), exact: true });
      if ((await no.count()) === 1 && (await group.getByRole('radio', { checked: true }).count()) === 0) {
        await no.check();
      }
    }
    await page.getByRole('button', { name: l.t('common.save'), exact: true }).click();
    const warning = page
      .getByRole('alertdialog', { name: l.t('shareholders.warning.title') })
      .or(page.getByRole('dialog', { name: l.t('shareholders.warning.title') }));
    await expect(warning).toContainText(l.t('shareholders.warning.consequence'));
    await expect(warning.getByRole('button', { name: l.t('shareholders.warning.continue') })).toBeVisible();
    await expectAccessible(page, 'the representative warning');
    // Spec §2.4: the warning must be answered; Escape leaves it open.
    await page.keyboard.press('Escape');
    await expect(warning).toBeVisible();
    await warning.getByRole('button', { name: l.t('shareholders.warning.modify') }).click();
    await expect(warning).toBeHidden();
    await expect(heading(page, l.t('shareholders.mandate.title'))).toBeVisible();
  });

  test('a session that expired opens the reconnect modal, and a server failure the error modal', async ({
    page,
  }) => {
    // The list is asked for once with an expired session: the password is asked again.
    let expired = true;
    await page.route('**/representatives?*', async (route) => {
      if (expired && route.request().method() === 'GET') {
        expired = false;
        await route.fulfill({ status: 401, json: { message: 'unauthorized' } });
        return;
      }
      await route.fallback();
    });
    await page.goto('/signup/shareholders');
    const reconnect = page.getByRole('dialog', { name: l.t('auth.reconnectTitle') });
    await expect(reconnect).toContainText(l.t('auth.reconnectIntro'));
    await expect(reconnect.getByRole('button', { name: l.t('auth.reconnectAbort') })).toBeVisible();
    await expectAccessible(page, 'the reconnect modal');
    // Spec §2.4: the session modal must be answered; Escape leaves it open.
    await page.keyboard.press('Escape');
    await expect(reconnect).toBeVisible();
    await reconnect.getByLabel(labelPattern(l.t('auth.password'))).fill(user.password);
    await reconnect.getByRole('button', { name: l.t('auth.reconnectSubmit') }).click();
    await expect(reconnect).toBeHidden();
    const list = page.getByRole('list', { name: l.t('shareholders.list.listLabel') });
    await expect(list.getByRole('listitem')).toHaveCount(2);

    // A failure of the server: the generic error modal of spec §8.
    await page.route('**/representatives?*', (route) =>
      route.request().method() === 'GET'
        ? route.fulfill({ status: 500, json: { message: 'boom' } })
        : route.fallback(),
    );
    await page.goto('/signup/shareholders/owner');
    const error = page.getByRole('alertdialog', { name: l.message('error.generic_title') });
    await expect(error).toBeVisible();
    await expect(error.getByRole('button', { name: l.t('common.ok') })).toBeVisible();
    await expectAccessible(page, 'the error modal');
    await page.keyboard.press('Escape');
    await expect(error).toBeVisible();
    await error.getByRole('button', { name: l.t('common.ok') }).click();
    await expect(error).toBeHidden();
  });
});

test('the contact modal passes the audit, closes with Escape and gives the focus back', async ({
  page,
  context,
}) => {
  await answerCookies(context);
  await page.goto('/');
  const opener = page.getByRole('button', { name: l.t('layout.contact') });
  await opener.click();
  const contact = page.getByRole('dialog', { name: l.t('contact.title') });
  await expect(contact.getByRole('textbox', { name: labelPattern(l.t('contact.message')) })).toBeVisible();
  await expect(contact.getByRole('button', { name: l.t('contact.send') })).toBeVisible();
  await expectAccessible(page, 'the contact modal');
  await page.keyboard.press('Escape');
  await expect(contact).toBeHidden();
  await expect(opener).toBeFocused();
});

test('the list of several pending requests passes the audit', async ({ page, context, request }) => {
  const user = newPerson('Rose', 'Lacroix');
  const account = await createAccount(request, user);
  await answerCookies(context);
  // The user has two openings initiated by partners (they come from the partner API): added to
  // the real answer of GET /user.
  await page.route(
    (url) => url.pathname === '/user',
    async (route) => {
      if (route.request().method() !== 'GET') return route.fallback();
      const response = await route.fetch();
      const body = await response.json();
      const created = Math.floor(Date.UTC(2026, 2, 14) / 1000);
      body.signup_request = [
        {
          uuid: '6b0f4c1e-8d2a-4f6e-9a51-3c7d2e1f0a01',
          type: 'existing_company',
          status: 'pending',
          company_name: 'SELARL Lacroix',
          siren: '591809447',
          created_at: created,
          has_company_data: false,
          first_name: null,
          last_name: null,
          phone: null,
          email: null,
          company_id: null,
          opening_status: null,
        },
        {
          uuid: '6b0f4c1e-8d2a-4f6e-9a51-3c7d2e1f0a02',
          type: 'new_company',
          status: 'pending',
          company_name: null,
          siren: null,
          created_at: created,
          has_company_data: false,
          first_name: null,
          last_name: null,
          phone: null,
          email: null,
          company_id: null,
          opening_status: null,
        },
      ] satisfies SignupRequestReply[];
      await route.fulfill({ response, json: body });
    },
  );
  await page.goto(`/signup-request?token=${encodeURIComponent(account.token)}`);
  await expect(heading(page, l.t('signupRequest.listTitle'))).toBeVisible();
  const resume = page.getByRole('button', {
    name: new RegExp(`^${escapeRegExp(l.t('signupRequest.resume'))}`),
  });
  await expect(resume).toHaveCount(2);
  await expect(page.getByText(l.t('signupRequest.notSpecified'))).toBeVisible();
  await expect(page.getByText(l.t('signupRequest.initiatedOn', { date: '14 mars 2026' }))).toHaveCount(2);
  await expectAccessible(page, 'the signup-request list');
});

test('a link with a signup request opens the account form prefilled, which passes the audit', async ({
  page,
  context,
}) => {
  await answerCookies(context);
  // A request initiated by a partner for this person (the partner API is not part of the test).
  const uuid = '6b0f4c1e-8d2a-4f6e-9a51-3c7d2e1f0a03';
  await page.route(`**/signup/request/${uuid}`, (route) =>
    route.fulfill({
      // The answer's shape is the contract's (the request is in `data`).
      json: {
        error: false,
        data: {
          uuid,
          type: 'existing_company',
          status: 'pending',
          company_name: 'SELARL Lacroix',
          siren: '591809447',
          created_at: Math.floor(Date.UTC(2026, 2, 14) / 1000),
          has_company_data: false,
          first_name: 'Rose',
          last_name: 'Lacroix',
          phone: '+33 6 12 34 56 78',
          email: 'rose.lacroix@example.test',
          company_id: null,
          opening_status: null,
        },
      } satisfies SignupRequestReadReply,
    }),
  );
  await page.goto(`/?signup-request=${uuid}`);
  await expect(page).toHaveURL(new RegExp(`/signup\\?signup-request=${uuid}$`));
  const documents = page.getByRole('dialog', { name: l.t('requiredDocuments.title') });
  await documents.getByRole('button', { name: l.t('requiredDocuments.confirm') }).click();
  await expect(heading(page, l.t('account.createTitle'))).toBeVisible();
  await expect(page.getByLabel(labelPattern(l.t('account.lastName')))).toHaveValue('Lacroix');
  await expect(page.getByLabel(labelPattern(l.t('account.email')))).toHaveValue('rose.lacroix@example.test');
  await expectAccessible(page, 'the account form prefilled from a signup request');
});

test.describe('on a phone', () => {
  test.use({
    viewport: { width: 390, height: 844 },
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  });

  test("a phone is given the mobile notice's page, and downloads none of the app", async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/signup');
    await expect(heading(page, l.t('mobile.title'))).toBeVisible();
    expect(scripts.filter((path) => path.startsWith('/assets/mobile-app-'))).toHaveLength(1);
    // Neither the app's entry (its router and layout) nor a journey screen.
    expect(scripts.filter((path) => /^\/assets\/(main|account-create-page)-/.test(path))).toEqual([]);
  });

  test('the mobile notice and its reminder form pass the audit', async ({ page }) => {
    await page.goto('/');
    await expect(heading(page, l.t('mobile.title'))).toBeVisible();
    await expect(page.getByRole('button', { name: l.t('mobile.submit') })).toBeVisible();
    await expectAccessible(page, 'the mobile notice');

    // Sent: the reminder is stored and the notice links to the brand's website.
    for (const [key, value] of [
      ['mobile.firstName', 'Rose'],
      ['mobile.lastName', 'Lacroix'],
      ['mobile.email', 'rose.lacroix@example.test'],
      ['mobile.phone', '06 12 34 56 78'],
      ['mobile.companyName', 'Cabinet Lacroix'],
    ] as const) {
      await page.getByLabel(labelPattern(l.t(key))).fill(value);
    }
    await page.getByLabel(labelPattern(l.t('mobile.companySize'))).selectOption('1-10');
    await page.getByRole('button', { name: l.t('mobile.submit') }).click();
    // Sent once the app-check proof of work is solved: allow it time.
    await expect(page.getByText(l.t('mobile.sentTitle'))).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('link', { name: l.t('mobile.commercialLink') })).toHaveAttribute(
      'href',
      webUrl(),
    );
    await expectAccessible(page, 'the mobile notice, sent');
  });
});

test('with cookies disabled the banner asks to enable them and passes the audit', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'cookieEnabled', { get: () => false });
  });
  await page.goto('/');
  const banner = page.getByRole('region', { name: l.t('cookies.disabledTitle') });
  await expect(banner).toContainText(l.t('cookies.disabledText'));
  await expectAccessible(page, 'the cookie banner when cookies are disabled');
});
