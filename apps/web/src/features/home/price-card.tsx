import { formatCurrencyAmount, type Price } from '@app/domain';
import { currentLocale } from '../../lib/i18n';
import { useTranslation } from '../../lib/use-translation';

/** The account's monthly price and what it includes, as the bank configured them (GET /config). */
export function PriceCard({ price }: { price: Price }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const includes = price.includes[locale];
  return (
    <section className="home__price" aria-labelledby="home-price-title">
      <h2 id="home-price-title" className="home__price-title">
        {t('home.price.title')}
      </h2>
      <p className="home__price-amount">
        {t('home.price.amount', {
          amount: formatCurrencyAmount(locale, price.monthlyAmount, price.currency),
        })}
      </p>
      {includes.length > 0 ? (
        <>
          <p id="home-price-includes" className="home__price-includes">
            {t('home.price.includes')}
          </p>
          <ul className="home__price-list" aria-labelledby="home-price-includes">
            {includes.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
