import {
  type CaseHealthReply,
  HEALTH_FINESS_CATEGORIES,
  HEALTH_PROFESSIONS,
  type Locale,
  type LocalizedLabel,
  labelIn,
  PRACTICE_MODES,
} from '@app/domain';
import { useTranslation } from '../lib/use-translation';

/** A code table's label in the operator's language, else (a code outside the table) null. */
const labelOf = (table: Readonly<Record<string, LocalizedLabel>>, code: string | null, language: Locale) =>
  code && Object.hasOwn(table, code) ? labelIn(table[code] as LocalizedLabel, language) : null;

/**
 * The case page's section on healthcare professionals: each declared person's RPPS / ADELI
 * verification with the directory row's date, and what the directories link to the company
 * (FINESS establishments, practitioners at its SIRET).
 */
export function CaseHealthVerification({ health }: { health: CaseHealthReply }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const { people, links } = health;
  // The opening carries the professional_not_verified flag exactly when one of these is not verified.
  const flagged = people.some(({ verification }) => verification.status !== 'verified');
  return (
    <section aria-labelledby="health-title">
      <h2 id="health-title">{t('health.title')}</h2>
      {flagged && (
        <p className="notice">
          <strong className="badge">{t('flag.professional_not_verified')}</strong>
        </p>
      )}
      {people.length === 0 ? (
        <p>{t('health.noNumber')}</p>
      ) : (
        <table>
          <thead>
            <tr>
              <th scope="col">{t('health.person')}</th>
              <th scope="col">{t('health.number')}</th>
              <th scope="col">{t('health.result')}</th>
              <th scope="col">{t('health.directoryRow')}</th>
            </tr>
          </thead>
          <tbody>
            {people.map(({ person_id, name, verification: v }) => {
              const found = v.last_name !== null;
              const profession =
                labelOf(HEALTH_PROFESSIONS, v.profession_code, language) ?? v.profession_label;
              const mode = labelOf(PRACTICE_MODES, v.practice_mode_code, language);
              return (
                <tr key={person_id} className={v.status === 'verified' ? undefined : 'differs'}>
                  <th scope="row">{name || '—'}</th>
                  <td>
                    {v.directory.toUpperCase()} {v.number}
                  </td>
                  <td>
                    {v.status === 'verified' ? (
                      t('health.status.verified')
                    ) : (
                      <strong className="badge">{t(`health.status.${v.status}`)}</strong>
                    )}
                  </td>
                  <td>
                    {found
                      ? t('health.row', {
                          name: `${v.first_name} ${v.last_name}`,
                          profession: [profession, mode].filter(Boolean).join(', '),
                          date: v.directory_date ?? '—',
                        })
                      : '—'}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}

      <h3>{t('health.links')}</h3>
      {links.practice_finess &&
        (links.practice_finess.found ? (
          <p>{t('health.practiceFinessFound', { finess: links.practice_finess.finess })}</p>
        ) : (
          <p className="notice">
            <strong className="badge">
              {t('health.practiceFinessAbsent', { finess: links.practice_finess.finess })}
            </strong>
          </p>
        ))}
      {links.establishments.length === 0 && links.practitioners.length === 0 ? (
        <p>{t('health.noLinks')}</p>
      ) : (
        <ul>
          {links.establishments.map((establishment) => (
            <li key={establishment.finess}>
              {t('health.establishment', {
                name: establishment.name,
                category:
                  labelOf(HEALTH_FINESS_CATEGORIES, establishment.category_code, language) ??
                  establishment.category,
                finess: establishment.finess,
                date: establishment.directory_date ?? '—',
              })}
            </li>
          ))}
          {links.practitioners.map((practitioner) => (
            <li key={practitioner.number}>
              {t('health.practitioner', {
                name: `${practitioner.first_name} ${practitioner.last_name}`,
                profession:
                  labelOf(HEALTH_PROFESSIONS, practitioner.profession_code, language) ??
                  practitioner.profession_label ??
                  '',
                number: practitioner.number,
                date: practitioner.directory_date ?? '—',
              })}
              {practitioner.declared && <strong className="badge">{t('health.declared')}</strong>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
