import type { AuditChainBreak, Locale } from '@app/domain';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../lib/api';
import { formatDateTime } from '../lib/format';
import { useTranslation } from '../lib/use-translation';

/** A break's facts as its words' placeholders: a time written the operator's way, a count for plurals. */
function breakWords(found: AuditChainBreak, language: Locale) {
  return {
    ...found,
    ...('at' in found ? { at: formatDateTime(found.at, language) } : {}),
    ...(found.problem === 'entries_missing' ? { count: found.until - found.sequence + 1 } : {}),
  };
}

/**
 * Auditors and supervisors check the audit journal: every entry's seal and link, the checkpoints
 * kept outside the database, and the chain's head; the first break is named with its facts.
 */
export function JournalCheckScreen() {
  const { t, i18n } = useTranslation();
  const check = useMutation({ mutationFn: () => callApi('GET /backoffice/audit/verify') });
  const result = check.data;
  return (
    <section aria-labelledby="journal-title">
      <h1 id="journal-title">{t('journal.title')}</h1>
      <p>{t('journal.explain')}</p>
      <button type="button" onClick={() => check.mutate()} disabled={check.isPending}>
        {t('journal.check')}
      </button>
      <div role="status">
        {result?.ok && <p>{t('journal.ok', { count: result.checked, checkpoints: result.checkpoints })}</p>}
        {result?.first_broken && (
          <>
            <p className="error">
              {t('journal.broken', {
                problem: t(
                  `journal.problem.${result.first_broken.problem}`,
                  breakWords(result.first_broken, i18n.language),
                ),
              })}
            </p>
            <p>{t('journal.checkedBefore', { count: result.checked })}</p>
          </>
        )}
        {result?.anchor && (
          <p className="muted">
            {t('journal.anchor', {
              sequence: result.anchor.sequence,
              at: formatDateTime(result.anchor.at, i18n.language),
            })}{' '}
            {result.ok &&
              result.checked > result.anchor.sequence &&
              t('journal.unanchored', { count: result.checked - result.anchor.sequence })}
          </p>
        )}
        {check.isError && <p className="error">{t('errors.load')}</p>}
      </div>
    </section>
  );
}
