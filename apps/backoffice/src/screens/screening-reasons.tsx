import { formatNumber, isLocale, type ScreeningHitReason } from '@app/domain';
import { useTranslation } from '../lib/use-translation';

const percent = (language: 'fr' | 'en' | 'de', value: number) =>
  `${formatNumber(language, Math.round(value * 100))}${language === 'en' ? '' : '\u00a0'}%`;

/** Why the listed entry was found close: the names compared, then the birth date and nationality. */
export function ScreeningReasons({ reasons }: { reasons: readonly ScreeningHitReason[] }) {
  const { t, i18n } = useTranslation();
  const language = isLocale(i18n.language) ? i18n.language : 'fr';
  return (
    <ul className="reasons">
      {reasons.map((reason, at) => {
        const key = `${reason.kind}-${at}`;
        if (reason.kind === 'name')
          return (
            <li key={key}>
              {t(reason.alias ? 'screening.reasons.alias' : 'screening.reasons.name', {
                declared: reason.query_name,
                listed: reason.listed_name,
                similarity: percent(language, reason.similarity),
              })}
              {reason.weak && ` ${t('screening.reasons.weak')}`}
              {reason.order_swapped && ` ${t('screening.reasons.swapped')}`}
            </li>
          );
        if (reason.kind === 'birth_date')
          return (
            <li key={key}>
              {t(`screening.reasons.birth.${reason.how}`, { declared: reason.query, listed: reason.listed })}
            </li>
          );
        return (
          <li key={key}>
            {t(`screening.reasons.nationality.${reason.how}`, {
              declared: reason.query.join(', '),
              listed: reason.listed.join(', '),
            })}
          </li>
        );
      })}
    </ul>
  );
}
