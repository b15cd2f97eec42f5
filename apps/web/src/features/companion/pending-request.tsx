import type { ScaPendingChallengeReply } from '@app/domain';
import { useEffect, useState } from 'react';
import { Button } from '../../components/ui/button';
import { useTranslation } from '../../lib/use-translation';

export interface PendingRequestProps {
  challenge: ScaPendingChallengeReply;
  busy: boolean;
  onAnswer: (decision: 'accept' | 'refuse') => void;
}

const secondsLeft = (expiresAt: string) =>
  Math.max(0, Math.ceil((Date.parse(expiresAt) - Date.now()) / 1000));

/** One request waiting for the user's answer: what it is for, its time left, Accept and Refuse. */
export function PendingRequest({ challenge, busy, onAnswer }: PendingRequestProps) {
  const { t } = useTranslation();
  const [left, setLeft] = useState(() => secondsLeft(challenge.expires_at));

  useEffect(() => {
    const timer = setInterval(() => setLeft(secondsLeft(challenge.expires_at)), 1000);
    return () => clearInterval(timer);
  }, [challenge.expires_at]);

  const headingId = `request-${challenge.id}`;
  return (
    <section className="companion-request" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('companion.requestHeading')}</h2>
      <p>{t('companion.requestIntro')}</p>
      <p className="companion-request__operation">{challenge.description}</p>
      <p className="companion-request__time">{t('companion.expiresIn', { count: left })}</p>
      <div className="companion-request__actions">
        <Button variant="secondary" onClick={() => onAnswer('refuse')} disabled={busy || left === 0}>
          {t('companion.refuse')}
        </Button>
        <Button onClick={() => onAnswer('accept')} loading={busy} disabled={left === 0}>
          {t('companion.accept')}
        </Button>
      </div>
    </section>
  );
}
