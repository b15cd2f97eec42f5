import { Link } from 'react-router';
import { useTranslation } from '../lib/use-translation';

/** The "Back" button of a step's actions: a link to the previous screen, styled as a secondary button. */
export function BackLink({ to }: { to: string }) {
  const { t } = useTranslation();
  return (
    <Link className="btn btn--secondary btn--md" to={to}>
      <span>{t('common.back')}</span>
    </Link>
  );
}
