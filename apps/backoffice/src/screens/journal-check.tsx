import { useMutation } from '@tanstack/react-query';
import { callApi } from '../lib/api';
import { useTranslation } from '../lib/use-translation';

/** Auditors and supervisors check that the audit journal's chain is intact. */
export function JournalCheckScreen() {
  const { t } = useTranslation();
  const check = useMutation({ mutationFn: () => callApi('GET /backoffice/audit/verify') });
  return (
    <section aria-labelledby="journal-title">
      <h1 id="journal-title">{t('journal.title')}</h1>
      <p>{t('journal.explain')}</p>
      <button type="button" onClick={() => check.mutate()} disabled={check.isPending}>
        {t('journal.check')}
      </button>
      <div role="status">
        {check.data?.ok && <p>{t('journal.ok', { count: check.data.checked })}</p>}
        {check.data && !check.data.ok && check.data.first_broken && (
          <p className="error">
            {t('journal.broken', {
              sequence: check.data.first_broken.sequence,
              id: check.data.first_broken.id,
              reason: check.data.first_broken.reason,
            })}
          </p>
        )}
        {check.isError && <p className="error">{t('errors.load')}</p>}
      </div>
    </section>
  );
}
