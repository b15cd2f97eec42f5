import { expect, type Page, test } from '@playwright/test';
import { axeViolations } from '../src/axe';

// The brand and the bank on the first screen: the price and what it includes (the API's demo
// configuration), the legal notice from the footer in each language with the bank's identity
// (the invented demo bank), the self-hosted brand font, and no request to any third party.
const LANGUAGES = [
  {
    locale: 'fr-FR',
    price: 'Un tarif simple',
    amount: '9 € par mois',
    includes: 'Une carte de paiement professionnelle',
    legal: 'Mentions légales',
    bank: 'Établissement teneur de compte',
    rcs: 'RCS Paris 000 000 000',
    capital: '10 000 000 €',
  },
  {
    locale: 'en-GB',
    price: 'A simple price',
    amount: '€9 a month',
    includes: 'A business payment card',
    legal: 'Legal notice',
    bank: 'Account-holding institution',
    rcs: 'Trade and Companies Register (RCS) of Paris, no. 000 000 000',
    capital: '€10,000,000',
  },
  {
    locale: 'de-DE',
    price: 'Ein einfacher Preis',
    amount: '9 € pro Monat',
    includes: 'Eine Geschäftskarte',
    legal: 'Impressum',
    bank: 'Kontoführendes Institut',
    rcs: 'Handels- und Gesellschaftsregister (RCS) Paris, Nr. 000 000 000',
    capital: '10.000.000 €',
  },
] as const;

/** Every origin the page sends a request to (data: and blob: URLs are the page's own). */
function watchOrigins(page: Page): Set<string> {
  const origins = new Set<string>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol === 'http:' || url.protocol === 'https:') origins.add(url.origin);
  });
  return origins;
}

for (const words of LANGUAGES) {
  test.describe(`browser language ${words.locale}`, () => {
    test.use({ locale: words.locale });

    test('the home page shows the price, the footer leads to the legal notice naming the bank, nothing leaves our origins', async ({
      page,
    }) => {
      const origins = watchOrigins(page);
      const fonts: string[] = [];
      page.on('requestfinished', (request) => {
        if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname);
      });

      await page.goto('/');
      const price = page.getByRole('region', { name: words.price });
      await expect(price).toContainText(words.amount);
      await expect(price.getByRole('listitem').filter({ hasText: words.includes })).toBeVisible();
      expect(await axeViolations(page), 'axe-core on the home page').toEqual([]);

      await page.getByRole('contentinfo').getByRole('link', { name: words.legal }).click();
      await expect(page).toHaveURL(/\/legal-notice$/);
      await expect(page.getByRole('heading', { level: 1, name: words.legal })).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(`^${words.legal} – `));
      const bank = page.getByRole('region', { name: words.bank });
      await expect(bank).toContainText('Banque Partenaire Santé');
      await expect(bank).toContainText(words.rcs);
      await expect(bank).toContainText(words.capital);
      await expect(bank).toContainText('ACPR');
      await expect(page.getByRole('main')).toContainText('Pro Santé Banque');
      expect(await axeViolations(page), 'axe-core on the legal notice').toEqual([]);

      // The brand font came from our own server and is the one the text is drawn with.
      const interLoaded = await page.evaluate(async () => {
        await document.fonts.ready;
        let loaded = false;
        document.fonts.forEach((face) => {
          if (face.family.includes('Inter') && face.status === 'loaded') loaded = true;
        });
        return loaded;
      });
      expect(interLoaded).toBe(true);
      expect(fonts.some((path) => /^\/assets\/inter-latin-wght-normal-[\w-]+\.woff2$/.test(path))).toBe(true);

      const ours = [
        new URL(process.env.E2E_WEB_URL ?? '').origin,
        new URL(process.env.E2E_API_URL ?? '').origin,
      ];
      expect([...origins].filter((origin) => !ours.includes(origin))).toEqual([]);
    });
  });
}
