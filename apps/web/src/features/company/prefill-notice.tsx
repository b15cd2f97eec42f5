import { Alert } from '../../components/ui/alert';
import { useTranslation } from '../../lib/use-translation';
import { formatSiren, formatSiret } from '../../shared/register-search/company-format';
import type { PrefillCheck } from './prefill-check';

const formatNumber = (number: string) => (number.length === 14 ? formatSiret(number) : formatSiren(number));

/** What the register answered for the company given with the request (spec: the register's data wins). */
export function PrefillNotice({ check }: { check: PrefillCheck }) {
  const { t } = useTranslation();
  const number = formatNumber(check.number);
  if (check.kind === 'unknown') {
    return (
      <Alert tone="warning" title={t('company.prefill.unknownTitle', { number })}>
        <p>{t('company.prefill.unknown')}</p>
      </Alert>
    );
  }
  if (check.kind === 'name-differs') {
    return (
      <Alert tone="info" title={t('company.prefill.nameDiffersTitle', { number })}>
        <p>{t('company.prefill.nameDiffers', { given: check.given, register: check.register })}</p>
      </Alert>
    );
  }
  return <Alert tone="info">{t('company.prefill.confirmed', { number })}</Alert>;
}
