import type { ReactNode } from 'react';

/** What every form control takes (use with react-hook-form's Controller). */
export interface ControlProps<V> {
  /** The control's id; its hint and error ids derive from it. */
  id: string;
  value: V | null | undefined;
  onChange: (value: V) => void;
  onBlur?: () => void;
  hint?: ReactNode;
  /** A domain message key or an already translated server message. */
  error?: string;
  required?: boolean;
}
