import { SCA_COUNTDOWN_SECONDS } from '@app/domain';
import { useTranslation } from '../../lib/use-translation';
import { useCountdown } from './use-countdown';

export interface CountdownCircleProps {
  /** When the time is up (ms since epoch); null stops the countdown. */
  deadline: number | null;
  /** The full duration, for the circle's proportion (spec §9: 30 s by default). */
  totalSeconds?: number;
  /** The end of the countdown is a failure (spec §4). */
  onEnd: () => void;
}

const RADIUS = 26;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/** A ring that empties as the time runs out, with the seconds left in the middle. */
export function CountdownCircle({
  deadline,
  totalSeconds = SCA_COUNTDOWN_SECONDS,
  onEnd,
}: CountdownCircleProps) {
  const { t } = useTranslation();
  const left = useCountdown(deadline, onEnd);
  const fraction = totalSeconds > 0 ? Math.min(1, left / totalSeconds) : 0;
  const minutes = Math.floor(left / 60);
  const seconds = left % 60;
  const text = minutes > 0 ? `${minutes}:${String(seconds).padStart(2, '0')}` : String(seconds);
  return (
    <div className={`sca-countdown${left <= 10 ? ' sca-countdown--low' : ''}`} role="timer" aria-live="off">
      <svg viewBox="0 0 64 64" width="64" height="64" aria-hidden="true">
        <circle className="sca-countdown__track" cx="32" cy="32" r={RADIUS} />
        <circle
          className="sca-countdown__bar"
          cx="32"
          cy="32"
          r={RADIUS}
          strokeDasharray={CIRCUMFERENCE}
          strokeDashoffset={CIRCUMFERENCE * (1 - fraction)}
          transform="rotate(-90 32 32)"
        />
      </svg>
      <span className="sca-countdown__text" aria-hidden="true">
        {text}
      </span>
      <span className="visually-hidden">{t('sca.countdown.label', { count: left })}</span>
    </div>
  );
}
