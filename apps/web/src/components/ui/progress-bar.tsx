export interface ProgressBarProps {
  /** Current value between 0 and max. */
  value: number;
  max?: number;
  /** Accessible name, e.g. the file name. */
  label: string;
  /** Text shown beside the bar, e.g. "45 %". */
  valueText?: string;
  tone?: 'brand' | 'success' | 'error';
  showValue?: boolean;
}

export function ProgressBar({
  value,
  max = 100,
  label,
  valueText,
  tone = 'brand',
  showValue = false,
}: ProgressBarProps) {
  const clamped = Math.min(Math.max(value, 0), max);
  const percent = max === 0 ? 0 : Math.round((clamped / max) * 100);
  const text = valueText ?? `${percent} %`;
  return (
    <div className={`progress progress--${tone}`}>
      <div
        className="progress__track"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={clamped}
        aria-valuetext={text}
      >
        <div className="progress__fill" style={{ width: `${percent}%` }} />
      </div>
      {showValue ? (
        <span className="progress__value" aria-hidden="true">
          {text}
        </span>
      ) : null}
    </div>
  );
}
