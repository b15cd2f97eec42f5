import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { labels } from '../src/labels';
import { pdfText } from '../src/pdf-text';
import { prepareReadyOpening, resumeInBrowser } from './sca-support';

// The information documents as the served web app delivers them: each PDF in each language is
// a real PDF with that language's words, and the terms step in English embeds the English
// terms and downloads the English PDFs.
const PDFS = [
  {
    path: '/info/terms',
    fr: 'Conditions générales et convention de compte professionnel',
    en: 'General terms and business account agreement',
    de: 'Allgemeine Geschäftsbedingungen und Vertrag über das Geschäftskonto',
  },
  {
    path: '/info/deposit-guarantee',
    fr: 'Informations générales sur la protection des dépôts',
    en: 'Basic information about the protection of deposits',
    de: 'Grundlegende Informationen über die Einlagensicherung',
  },
  {
    path: '/info/pricing',
    fr: 'Ouverture et tenue du compte',
    en: 'Opening and keeping the account',
    de: 'Eröffnung und Führung des Kontos',
  },
] as const;

const LANGUAGES = [
  { code: 'fr', suffix: '', firstPage: 'Page 1 sur' },
  { code: 'en', suffix: '.en', firstPage: 'Page 1 of' },
  { code: 'de', suffix: '.de', firstPage: 'Seite 1 von' },
] as const;

test('every information PDF is served as a PDF written in its language', async ({ request }) => {
  for (const document of PDFS) {
    for (const language of LANGUAGES) {
      const url = `${document.path}${language.suffix}.pdf`;
      const response = await request.get(url);
      expect(response.status(), url).toBe(200);
      expect(response.headers()['content-type'], url).toContain('application/pdf');
      const bytes = await response.body();
      expect(bytes.subarray(0, 5).toString('latin1'), url).toBe('%PDF-');
      const text = pdfText(bytes).replace(/\s+/g, ' ');
      expect(text, url).toContain(document[language.code]);
      expect(text, url).toContain(language.firstPage);
    }
  }
});

test.describe('browser language en-GB', () => {
  test.use({ locale: 'en-GB' });

  test('the terms step embeds the English terms and downloads the English PDFs', async ({
    page,
    context,
    request,
  }) => {
    const l = labels('en');
    await resumeInBrowser(context, await prepareReadyOpening(request));
    await page.goto('/signup/terms');
    await expect(page.getByRole('heading', { level: 1, name: l.t('terms.title') })).toBeVisible();

    const frame = page.frameLocator(`iframe[title="${l.t('terms.frameTitle')}"]`);
    await expect(frame.locator('html')).toHaveAttribute('lang', 'en');
    await expect(frame.getByRole('heading', { level: 1, name: PDFS[0].en })).toBeVisible();
    await expect(frame.getByText('The French version is the only contractual version')).toBeVisible();
    await expect(
      frame.getByRole('heading', { name: '4. Customer due diligence and anti-money laundering' }),
    ).toBeVisible();

    const links = [
      { label: 'terms.downloadTerms', href: '/info/terms.en.pdf', file: 'general-terms.pdf' },
      {
        label: 'terms.downloadDepositGuarantee',
        href: '/info/deposit-guarantee.en.pdf',
        file: 'deposit-guarantee.pdf',
      },
      { label: 'terms.downloadPricing', href: '/info/pricing.en.pdf', file: 'pricing.pdf' },
    ];
    for (const { label, href, file } of links) {
      const link = page.getByRole('link', { name: l.t(label) });
      await expect(link).toHaveAttribute('href', href);
      await expect(link).toHaveAttribute('download', file);
    }

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: l.t('terms.downloadTerms') }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('general-terms.pdf');
    const path = await download.path();
    expect(pdfText(await readFile(path)).replace(/\s+/g, ' ')).toContain(PDFS[0].en);
  });
});
