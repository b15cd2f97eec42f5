export interface SpinnerProps {
  /** Announced to screen readers unless decorative. */
  label?: string;
  size?: 'sm' | 'md' | 'lg';
  decorative?: boolean;
}

export function Spinner({ label, size = 'md', decorative = false }: SpinnerProps) {
  if (decorative) return <span className={`spinner spinner--${size}`} aria-hidden="true" />;
  return (
    <span role="status" className="spinner-wrap">
      <span className={`spinner spinner--${size}`} aria-hidden="true" />
      {label ? <span className="visually-hidden">{label}</span> : null}
    </span>
  );
}

export interface SkeletonProps {
  /** Number of text lines to reserve. */
  lines?: number;
  height?: string;
  width?: string;
}

/** Placeholder with the final content's size, so nothing shifts when data arrives. */
export function Skeleton({ lines = 1, height = '1rem', width = '100%' }: SkeletonProps) {
  return (
    <span className="skeleton-group" aria-hidden="true">
      {Array.from({ length: lines }, (_, index) => (
        <span
          // biome-ignore lint/suspicious/noArrayIndexKey: static placeholder lines
          key={index}
          className="skeleton"
          style={{ height, width: index === lines - 1 && lines > 1 ? '60%' : width }}
        />
      ))}
    </span>
  );
}

/** Full-area loading state with a reserved minimum height. */
export function PageLoader({ label, minHeight = '16rem' }: { label: string; minHeight?: string }) {
  return (
    <div className="page-loader" style={{ minHeight }}>
      <Spinner size="lg" label={label} />
    </div>
  );
}
