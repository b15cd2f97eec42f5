import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { PageCard } from '../../components/page-card';
import { Button } from '../../components/ui/button';
import { useTranslation } from '../../lib/use-translation';
import { paths } from '../../shared/journey/paths';
import { choosePscPractice, keptPscSignIn } from '../../shared/pro-sante-connect/psc-sign-in-store';
import { PscVerified } from '../../shared/pro-sante-connect/psc-verified';
import { formatSiret } from '../../shared/register-search/company-format';
import './psc-pages.css';

/**
 * The liberal practice sites the federation lists for the practitioner: the chosen one's SIRET
 * starts the company search and its FINESS the establishment check. Then the account step,
 * prefilled with what the federation vouched for.
 */
export default function PscPracticePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [kept] = useState(keptPscSignIn);
  // Kept as JSON: the chosen practice is found again by its content, not by identity.
  const [chosen, setChosen] = useState(() =>
    kept?.practice
      ? kept.practices.findIndex((site) => JSON.stringify(site) === JSON.stringify(kept.practice))
      : -1,
  );
  if (!kept) return <Navigate to={paths.home} replace />;

  const next = () => {
    const practice = kept.practices[chosen];
    if (practice) choosePscPractice(practice);
    navigate(paths.accountCreate(kept.journey));
  };

  return (
    <PageCard id="psc-practice" title={t('psc.practice.title')} lead={t('psc.practice.lead')} stack>
      <PscVerified identity={kept.identity} />
      <fieldset className="psc-practices">
        <legend className="form-section__title">{t('psc.practice.legend')}</legend>
        {kept.practices.map((practice, index) => (
          <label key={practice.siret ?? index} className="psc-practice">
            <input
              type="radio"
              name="psc-practice"
              checked={chosen === index}
              onChange={() => setChosen(index)}
            />
            <span className="psc-practice__text">
              <strong>{practice.name ?? t('psc.practice.unnamed')}</strong>
              <span>{[practice.postcode, practice.city].filter(Boolean).join(' ')}</span>
              {practice.siret ? (
                <span>{t('psc.practice.siret', { siret: formatSiret(practice.siret) })}</span>
              ) : null}
              {practice.finess ? <span>{t('psc.practice.finess', { finess: practice.finess })}</span> : null}
            </span>
          </label>
        ))}
      </fieldset>
      <p className="small muted">{t('psc.practice.proves')}</p>
      <div className="psc-actions">
        <Button onClick={next} disabled={chosen < 0}>
          {t('common.next')}
        </Button>
      </div>
    </PageCard>
  );
}
