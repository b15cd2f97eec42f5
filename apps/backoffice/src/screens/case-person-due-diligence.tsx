import type { CasePersonDueDiligence } from '@app/domain';
import { useTranslation } from '../lib/use-translation';

/**
 * A natural person's own due diligence as they answered it: birth, nationality, home, politically
 * exposed, US person, tax residence, RPPS / ADELI number. A question not answered says so, never
 * "no". A sole trader's home at the practice is said as such (`homeIsPractice`).
 */
export function CasePersonDueDiligenceList({
  dueDiligence,
  homeIsPractice,
}: {
  dueDiligence: CasePersonDueDiligence;
  homeIsPractice: boolean | null;
}) {
  const { t } = useTranslation();
  const answer = (value: boolean | null, detail?: string | null) =>
    value === null
      ? t('case.dueDiligence.notAnswered')
      : value
        ? [t('case.dueDiligence.yes'), detail].filter(Boolean).join(' — ')
        : t('case.dueDiligence.no');
  const birth = dueDiligence.birth_place;
  const home = dueDiligence.home_address;
  const rows: [string, string][] = [
    [
      t('case.dueDiligence.birth'),
      [dueDiligence.birth_date, birth && [birth.zip, birth.city, birth.country].filter(Boolean).join(' ')]
        .filter(Boolean)
        .join(', ') || t('case.dueDiligence.notAnswered'),
    ],
    [t('case.dueDiligence.nationality'), dueDiligence.nationality ?? t('case.dueDiligence.notAnswered')],
    [
      t('case.dueDiligence.home'),
      home
        ? [home.street, home.zip, home.city, home.country].filter(Boolean).join(', ')
        : homeIsPractice
          ? t('case.dueDiligence.homeIsPractice')
          : t('case.dueDiligence.notAnswered'),
    ],
    [
      t('case.dueDiligence.pep'),
      answer(
        dueDiligence.is_pep,
        [dueDiligence.pep_function, dueDiligence.pep_country].filter(Boolean).join(', '),
      ),
    ],
    [t('case.dueDiligence.usPerson'), answer(dueDiligence.is_fatca, dueDiligence.us_tin)],
    [
      t('case.dueDiligence.foreignTax'),
      answer(dueDiligence.has_foreign_tax_country, dueDiligence.foreign_tax_country),
    ],
  ];
  if (dueDiligence.professional_number) {
    rows.push([t('case.dueDiligence.professionalNumber'), dueDiligence.professional_number]);
  }
  return (
    <dl className="due-diligence">
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
