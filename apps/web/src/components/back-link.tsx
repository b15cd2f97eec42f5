import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The "Back" button of a step's actions: a link to the previous screen, styled as a secondary button. */
export function BackLink({ to }: { to: string }) {
  const { t } = useTranslation();
  return (
    <Link className="btn btn--secondary btn--md" to={to}>
      <span>{t('common.back')}</span>
    </Link>
  );
}
