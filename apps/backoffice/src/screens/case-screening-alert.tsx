import type { ReactNode } from 'react';
import { useTranslation } from '../lib/use-translation';
import { SCREENING_HITS_SECTION } from './screening-hits-anchor';
import { useCaseScreeningHits } from './screening-hits-api';

/**
 * At the top of the case page, when a hit awaits its disposition or a match is confirmed. The
 * element exists only then, so a screen reader announces it once, when it appears.
 */
export function CaseScreeningAlert({ caseId }: { caseId: string }) {
  const { t } = useTranslation();
  const hits = useCaseScreeningHits(caseId);
  const all = hits.data?.hits ?? [];
  const confirmed = all.filter((hit) => hit.status === 'confirmed').length;
  const open = all.filter((hit) => hit.status === 'open').length;
  if (confirmed === 0 && open === 0) return null;
  return (
    <div role="alert" className="screening-alert">
      <p>
        {confirmed > 0
          ? t('screening.alert.confirmed', { count: confirmed })
          : t('screening.alert.open', { count: open })}{' '}
        <a href={`#${SCREENING_HITS_SECTION}`}>{t('screening.alert.see')}</a>
      </p>
    </div>
  );
}

/**
 * A frozen case (a confirmed match): the banner says so and every action of the case's bar is
 * disabled, the reason given to each.
 */
export function FrozenCaseGuard({ caseId, children }: { caseId: string; children: ReactNode }) {
  const { t } = useTranslation();
  const hits = useCaseScreeningHits(caseId);
  if (!hits.data?.frozen) return children;
  return (
    <>
      <p className="frozen-banner" id="case-frozen">
        <strong>{t('screening.frozen.title')}</strong> {t('screening.frozen.why')}
      </p>
      <fieldset disabled className="frozen-actions" aria-describedby="case-frozen">
        <legend className="visually-hidden">{t('screening.frozen.actions')}</legend>
        {children}
      </fieldset>
    </>
  );
}
