import { randomUUID } from 'node:crypto';
import type { Locale } from '@app/domain';
import { expect, type Page, test } from '@playwright/test';
import { uniqueEmail } from '../src/api';
import { expectAccessible } from '../src/axe';
import { labelPattern, labels } from '../src/labels';
import { answerCookies } from '../src/stored-progress';

// A link that can no longer be used says why and offers a new one, in the three languages, and
// passes the axe-core audit in each state: the reason, a refused address, the ask received.
const CASES: Array<{
  locale: string;
  language: Locale;
  link: () => string;
  problem: 'expired' | 'unknown';
  what?: string;
}> = [
  { locale: 'fr-FR', language: 'fr', link: () => `/?signup-request=${randomUUID()}`, problem: 'unknown' },
  // A link cut short by a mail client: the page written for unusable links, not an error.
  {
    locale: 'fr-FR',
    language: 'fr',
    link: () => `/?signup-request=${randomUUID().slice(0, 19)}`,
    problem: 'unknown',
    what: 'cut short',
  },
  {
    locale: 'en-GB',
    language: 'en',
    link: () => '/?token=a-spent-or-expired-link-token',
    problem: 'expired',
  },
  {
    locale: 'de-DE',
    language: 'de',
    link: () => '/?token=a-spent-or-expired-link-token',
    problem: 'expired',
  },
];

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

for (const { locale, language, link, problem, what } of CASES) {
  test.describe(`browser language ${locale}${what ? `, a link ${what}` : ''}`, () => {
    test.use({ locale });

    test(`a link that can no longer be used says why and offers a new one (${problem})`, async ({
      page,
      context,
    }) => {
      const l = labels(language);
      await answerCookies(context);
      await page.goto(link());
      await expect(page).toHaveURL(new RegExp(`/link-unavailable\\?reason=${problem}$`));
      await expect(heading(page, l.t(`linkRenewal.${problem}.title`))).toBeVisible();
      await expect(page.getByText(l.t(`linkRenewal.${problem}.text`))).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expectAccessible(page, `the unusable link page (${problem}, ${language})`);

      const email = page.getByRole('textbox', { name: labelPattern(l.t('linkRenewal.email')) });
      const send = page.getByRole('button', { name: l.t('linkRenewal.submit'), exact: true });
      await email.fill('not-an-address');
      await send.click();
      await expect(email).toHaveAttribute('aria-invalid', 'true');
      await expectAccessible(page, `the new-link form with a refused address (${language})`);

      await email.fill(uniqueEmail('nouveau-lien'));
      await send.click();
      // Sent once the app-check proof of work is solved: allow it time.
      await expect(page.getByText(l.t('linkRenewal.sentText'))).toBeVisible({ timeout: 30_000 });
      await expectAccessible(page, `the new link asked (${language})`);
    });
  });
}
