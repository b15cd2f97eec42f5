import type { ReactNode } from 'react';

export type AlertTone = 'info' | 'success' | 'warning' | 'error';

export interface AlertProps {
  tone?: AlertTone;
  title?: ReactNode;
  children?: ReactNode;
  /** Buttons or links shown under the text. */
  actions?: ReactNode;
  className?: string;
  id?: string;
}

const ICONS: Record<AlertTone, string> = { info: 'i', success: '✓', warning: '!', error: '!' };

/** Errors and warnings are announced at once (role alert); info and success politely. */
export function Alert({ tone = 'info', title, children, actions, className, id }: AlertProps) {
  return (
    <div
      id={id}
      className={`alert alert--${tone}${className ? ` ${className}` : ''}`}
      role={tone === 'error' || tone === 'warning' ? 'alert' : 'status'}
    >
      <span className="alert__icon" aria-hidden="true">
        {ICONS[tone]}
      </span>
      <div className="alert__body">
        {title ? <p className="alert__title">{title}</p> : null}
        {children ? <div className="alert__text">{children}</div> : null}
        {actions ? <div className="alert__actions">{actions}</div> : null}
      </div>
    </div>
  );
}
