import { type CaseFlagReply, formatMoney } from '@app/domain';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { callApi } from '../lib/api';
import { formatDateTime } from '../lib/format';
import { useTranslation } from '../lib/use-translation';

/** A case's flags, each explained in words: the person, the transfer, the other openings it matches. */
export function CaseFlagsSection({ caseId }: { caseId: string }) {
  const { t, i18n } = useTranslation();
  const flags = useQuery({
    queryKey: ['case-flags', caseId],
    queryFn: () => callApi('GET /backoffice/cases/{caseId}/flags', { params: { caseId } }),
    retry: false,
  });
  if (!flags.data) return null;
  return (
    <section aria-labelledby="flags-title">
      <h2 id="flags-title">{t('flagDetail.title')}</h2>
      {flags.data.length === 0 ? (
        <p>{t('flagDetail.none')}</p>
      ) : (
        <ul className="flags">
          {flags.data.map((flag) => (
            <li key={flag.id}>
              <strong>{t(`flag.${flag.code}`)}</strong>{' '}
              <span className="small">
                ({t('flagDetail.raised', { date: formatDateTime(flag.raised_at, i18n.language) })})
              </span>
              <FlagExplanation flag={flag} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function FlagExplanation({ flag }: { flag: CaseFlagReply }) {
  const { t, i18n } = useTranslation();
  const unknown = t('flagDetail.unknown');
  switch (flag.code) {
    case 'pep':
      return (
        <p>
          {t('flagDetail.pep', {
            person: flag.person,
            function: flag.function ?? unknown,
            country: flag.country ?? unknown,
          })}
        </p>
      );
    case 'us_person':
      return <p>{t('flagDetail.us_person', { person: flag.person })}</p>;
    case 'professional_not_verified':
      return (
        <p>
          {t('flagDetail.professional_not_verified', { person: flag.person, number: flag.number ?? unknown })}
        </p>
      );
    case 'payer_mismatch':
      return (
        <p>
          {t(`flagDetail.payer_mismatch.${flag.transfer_kind}`, {
            amount: formatMoney(i18n.language, Number(flag.amount)),
            payer: flag.payer_name,
            expected: flag.expected_name,
          })}
        </p>
      );
    case 'duplicate_siren':
    case 'duplicate_person':
      return (
        <>
          <p>
            {flag.code === 'duplicate_siren'
              ? t('flagDetail.duplicate_siren', { siren: flag.siren })
              : t('flagDetail.duplicate_person', { person: flag.person, date: flag.birth_date })}
          </p>
          <ul>
            {flag.other_openings.map((other) => (
              <li key={other.case_id}>
                <Link to={`/cases/${other.case_id}`}>{other.company_name}</Link> —{' '}
                {t(`status.${other.status}`)}
              </li>
            ))}
          </ul>
        </>
      );
  }
}
