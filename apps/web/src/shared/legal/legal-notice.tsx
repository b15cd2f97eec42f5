import { formatCurrencyAmount, type Locale, type RuntimeConfigReply } from '@app/domain';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { infoPages } from '../info-pages';
import de from './notice.de.json';
import en from './notice.en.json';
import fr from './notice.fr.json';
import './legal.css';

/** The notice's words in each language: loaded with the legal notice only. */
export const NOTICE_WORDS = { fr, en, de } as const;
type Words = (typeof NOTICE_WORDS)[Locale];

/** "{{name}}" placeholders of the notice's words. */
export const fill = (text: string, values: Record<string, string>): string =>
  text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole);

/** An ORIAS number as the register writes it: "07 123 456" (no-break spaces). */
const oriasGroups = (number: string): string =>
  number.replace(/^(\d{2})(\d{3})(\d{3})$/, '$1\u00a0$2\u00a0$3');

type Rows = Array<[string, ReactNode]>;

function Identity({ id, title, rows }: { id: string; title: string; rows: Rows }) {
  return (
    <section aria-labelledby={`legal-${id}`}>
      <h2 id={`legal-${id}`}>{title}</h2>
      <dl className="legal__identity">
        {rows.map(([term, value]) => (
          <div key={term} className="legal__row">
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function brandRows(text: Words, brand: RuntimeConfigReply['brand']): Rows {
  const rows: Rows = [
    [text.name, brand.name],
    [text.legalForm, brand.legalForm],
    [text.registeredOffice, brand.registeredOffice],
  ];
  if (brand.oriasNumber)
    rows.push([text.orias, fill(text.oriasValue, { number: oriasGroups(brand.oriasNumber) })]);
  return rows;
}

function bankRows(text: Words, bank: RuntimeConfigReply['bank'], locale: Locale): Rows {
  return [
    [text.name, bank.name],
    [text.legalForm, bank.legalForm],
    [text.capital, formatCurrencyAmount(locale, bank.capital.amount, bank.capital.currency)],
    [text.registeredOffice, bank.registeredOffice],
    [text.rcs, fill(text.rcsValue, { city: bank.rcs.city, number: bank.rcs.number })],
    [text.acpr, fill(text.acprValue, { code: bank.acprCode })],
  ];
}

/**
 * The legal notice's body under its title: who offers the service (the brand) and who opens and
 * keeps the account (the bank), from the bank's configuration; the rest of the legal information
 * (hosting, personal data, cookies) is the information page's.
 */
export function LegalNotice({ config, locale }: { config: RuntimeConfigReply; locale: Locale }) {
  const { t } = useTranslation();
  const text = NOTICE_WORDS[locale];
  return (
    <>
      <p>{fill(text.intro, { brand: config.brand.name, bank: config.bank.name })}</p>
      <Identity id="brand" title={text.brandTitle} rows={brandRows(text, config.brand)} />
      <Identity id="bank" title={text.bankTitle} rows={bankRows(text, config.bank, locale)} />
      <p>
        {text.moreIntro}{' '}
        <a href={infoPages.legalNotices(locale)} target="_blank" rel="noreferrer">
          {text.moreLink}
          <span className="visually-hidden"> {t('common.newTab')}</span>
        </a>
      </p>
    </>
  );
}
