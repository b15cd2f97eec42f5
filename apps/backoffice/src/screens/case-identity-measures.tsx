import { useQuery } from '@tanstack/react-query';
import { callApi } from '../lib/api';
import { formatDateTime } from '../lib/format';
import { useTranslation } from '../lib/use-translation';

/**
 * How each person's identity was established at a distance (R.561-5-1, R.561-5-2 CMF), with when
 * and the evidence: the identity document's fingerprint and dates, the first transfer's payer.
 * Pro Santé Connect's verification is listed with them as professional status, never identity.
 */
export function CaseIdentityMeasures({ caseId }: { caseId: string }) {
  const { t, i18n } = useTranslation();
  const measures = useQuery({
    queryKey: ['case-measures', caseId],
    queryFn: () => callApi('GET /backoffice/cases/{caseId}/identity-measures', { params: { caseId } }),
    retry: false,
  });
  const when = (iso: string) => formatDateTime(iso, i18n.language);
  return (
    <section aria-labelledby="measures-title">
      <h2 id="measures-title">{t('measures.title')}</h2>
      {measures.isError && <p className="notice">{t('errors.load')}</p>}
      {measures.data &&
        (measures.data.measures.length === 0 ? (
          <p>{t('measures.none')}</p>
        ) : (
          <table>
            <thead>
              <tr>
                <th scope="col">{t('measures.person')}</th>
                <th scope="col">{t('measures.measure')}</th>
                <th scope="col">{t('measures.applied')}</th>
                <th scope="col">{t('measures.evidence')}</th>
              </tr>
            </thead>
            <tbody>
              {measures.data.measures.map((measure) => (
                <tr key={measure.id}>
                  <th scope="row">{measure.subject.name || '—'}</th>
                  <td>{t(`measures.kinds.${measure.measure}`)}</td>
                  <td>{when(measure.applied_at)}</td>
                  <td>
                    {measure.document && (
                      <>
                        {t('measures.document', {
                          received: when(measure.document.received_at),
                          accepted: when(measure.document.accepted_at),
                          operator: measure.document.accepted_by,
                        })}
                        <br />
                        <code className="hash">SHA-256 {measure.document.sha256}</code>
                      </>
                    )}
                    {measure.professional_status &&
                      t('measures.professionalStatus', {
                        directory: measure.professional_status.directory.toUpperCase(),
                        number: measure.professional_status.professional_number,
                        issuer: measure.professional_status.issuer,
                        subject: measure.professional_status.subject,
                        acr: measure.professional_status.acr,
                        verified: when(measure.professional_status.verified_at),
                      })}
                    {measure.transfer &&
                      t('measures.transfer', {
                        payer: measure.transfer.payer_name,
                        iban: measure.transfer.payer_iban,
                        amount: measure.transfer.amount,
                      })}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ))}
    </section>
  );
}
