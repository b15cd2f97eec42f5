import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import { PriceCard } from './price-card';

const PRICE = {
  monthlyAmount: 12.5,
  currency: 'EUR',
  includes: { fr: ['Une carte', 'Un conseiller'], en: ['A card', 'An adviser'], de: ['Eine Karte'] },
};

describe('the home page price', () => {
  afterEach(async () => {
    await i18n.changeLanguage('fr');
  });

  it('shows the monthly amount written the French way and what it includes', () => {
    render(<PriceCard price={PRICE} />);
    const card = screen.getByRole('region', { name: 'Un tarif simple' });
    // A no-break space between the amount and the euro sign: it never wraps alone.
    expect(within(card).getByText(/par mois/).textContent).toBe('12,50\u00a0€ par mois');
    const list = within(card).getByRole('list', { name: /Ce qui est inclus/ });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Une carte', 'Un conseiller']);
  });

  it('speaks the reader’s language, with the list the bank wrote for it', async () => {
    const { loadLanguage } = await import('../../lib/i18n');
    await loadLanguage('en');
    await i18n.changeLanguage('en');
    render(<PriceCard price={{ ...PRICE, monthlyAmount: 1000 }} />);
    expect(screen.getByText(/a month/).textContent).toBe('€1,000 a month');
    expect(screen.getByRole('list', { name: 'What is included:' })).toHaveTextContent('A cardAn adviser');
  });

  it('leaves the list out when the bank wrote none for the language', () => {
    render(<PriceCard price={{ ...PRICE, includes: { fr: [], en: [], de: [] } }} />);
    expect(screen.queryByRole('list')).toBeNull();
  });
});
