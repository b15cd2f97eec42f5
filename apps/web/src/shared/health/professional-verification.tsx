import { HEALTH_PROFESSIONS, type HealthVerificationReply, PRACTICE_MODES } from '@app/domain';
import { currentLocale } from '../../lib/i18n';
import { useTranslation } from '../../lib/use-translation';

/** "MARTIN-DURAND" as the directory publishes it, written as a name: "Martin-Durand". */
const asName = (value: string) =>
  value.toLowerCase().replace(/(^|[\s'’-])(\p{L})/gu, (_, sep, l) => sep + l.toUpperCase());

/**
 * What the directory says of a person's RPPS / ADELI number: "Dr Camille Martin, médecin —
 * vérifié au RPPS", or that it could not be confirmed (the customer goes on; the bank checks);
 * `explain` says why (another name, an unknown number, another profession, another practice).
 */
export function ProfessionalVerification({
  verification,
  explain = false,
}: {
  verification: HealthVerificationReply | null;
  explain?: boolean;
}) {
  const { t } = useTranslation();
  if (!verification) return null;
  const locale = currentLocale();
  const code = verification.profession_code ?? '';
  const profession = HEALTH_PROFESSIONS[code]?.[locale] ?? verification.profession_label ?? '';
  const name = asName(`${verification.first_name ?? ''} ${verification.last_name ?? ''}`.trim());
  if (verification.status !== 'verified') {
    return (
      <p className="small muted" data-testid="professional-verification" data-analytics-mask>
        {t('shareholders.health.notVerified', {
          directory: verification.directory.toUpperCase(),
          name,
          profession,
          sirets: (verification.directory_sirets ?? []).join(', '),
          context: explain ? verification.status : undefined,
        })}
      </p>
    );
  }
  const mode = PRACTICE_MODES[verification.practice_mode_code ?? '']?.[locale];
  return (
    <p className="health-verified" role="status" data-testid="professional-verification" data-analytics-mask>
      <span aria-hidden="true">✓ </span>
      {t('shareholders.health.verified', {
        name: verification.doctor_title ? t('shareholders.health.doctorName', { name }) : name,
        profession,
        directory: verification.directory.toUpperCase(),
      })}
      {mode ? <span className="small muted"> · {mode}</span> : null}
    </p>
  );
}
