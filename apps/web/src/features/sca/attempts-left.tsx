import { useTranslation } from '../../lib/use-translation';

/** "2 attempts left", under a wrong code. */
export function AttemptsLeft({ count }: { count: number | null }) {
  const { t } = useTranslation();
  if (count === null || count <= 0) return null;
  return <p className="field__hint">{t('sca.invite.attemptsLeft', { count })}</p>;
}
