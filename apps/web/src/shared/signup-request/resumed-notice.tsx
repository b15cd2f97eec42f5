import { useLocation } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { useTranslation } from '../../lib/use-translation';

/** The state a resume navigation carries: the company whose opening goes on. */
export interface ResumedState {
  resumedCompany?: string | null;
}

/** On the screen a resumed opening lands on, whose application it is (a person may hold several). */
export function ResumedNotice() {
  const { t } = useTranslation();
  const company = (useLocation().state as ResumedState | null)?.resumedCompany;
  if (!company) return null;
  return (
    <Alert tone="info" className="resumed-notice">
      {t('signupRequest.resumedNotice', { company })}
    </Alert>
  );
}
