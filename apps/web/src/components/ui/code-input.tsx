import { VERIFICATION_CODE_LENGTH } from '@app/domain';
import { Fragment, type ReactNode, useRef } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { FieldError, fieldIds } from './field';

export interface CodeInputProps {
  id: string;
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  /** Called once every box is filled. */
  onComplete?: (code: string) => void;
  length?: number;
  /** Digits only (default); otherwise any single character per box. */
  digitsOnly?: boolean;
  error?: string;
  hint?: ReactNode;
  disabled?: boolean;
  autoFocus?: boolean;
}

/** Keeps the characters a box may hold (paste strips non-digits, spec §5). */
export const sanitizeCode = (text: string, digitsOnly: boolean): string =>
  digitsOnly ? text.replace(/\D/g, '') : text.replace(/\s/g, '');

/** Six single-character boxes with a separator after the third (verification codes). */
export function CodeInput({
  id,
  label,
  value,
  onChange,
  onComplete,
  length = VERIFICATION_CODE_LENGTH,
  digitsOnly = true,
  error,
  hint,
  disabled,
  autoFocus,
}: CodeInputProps) {
  const { t } = useTranslation();
  const ids = fieldIds(id, hint, error);
  const refs = useRef<Array<HTMLInputElement | null>>([]);
  const chars = Array.from({ length }, (_, index) => value[index] ?? '');
  const half = Math.ceil(length / 2);

  const commit = (next: string) => {
    const trimmed = next.slice(0, length);
    onChange(trimmed);
    if (trimmed.length === length && !trimmed.includes(' ')) onComplete?.(trimmed);
  };

  /** Boxes fill left to right, so the value never has holes; returns the box written. */
  const setAt = (index: number, char: string): number => {
    const position = Math.min(index, value.length);
    const next = chars.slice();
    next[position] = char;
    commit(next.join(''));
    return position;
  };

  const focusBox = (index: number) => refs.current[Math.max(0, Math.min(index, length - 1))]?.focus();

  const fillFrom = (index: number, text: string) => {
    const clean = sanitizeCode(text, digitsOnly);
    if (!clean) return;
    const next = (chars.slice(0, index).join('') + clean).slice(0, length);
    commit(next);
    focusBox(next.length);
  };

  return (
    <fieldset className={`code-input${error ? ' code-input--error' : ''}`} aria-describedby={ids.describedBy}>
      <legend className="field__label">{label}</legend>
      {hint ? (
        <p id={ids.hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
      <div className="code-input__boxes">
        {chars.map((char, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: boxes are positional
          <Fragment key={index}>
            {index === half ? (
              <span className="code-input__separator" aria-hidden="true">
                –
              </span>
            ) : null}
            <input
              ref={(element) => {
                refs.current[index] = element;
              }}
              id={index === 0 ? id : `${id}-${index}`}
              className="input code-input__box"
              type="text"
              inputMode={digitsOnly ? 'numeric' : 'text'}
              autoComplete={index === 0 ? 'one-time-code' : 'off'}
              maxLength={length}
              aria-label={t('common.codeDigit', { index: index + 1, count: length })}
              aria-invalid={error ? true : undefined}
              value={char}
              disabled={disabled}
              // biome-ignore lint/a11y/noAutofocus: the code screen exists only to type the code
              autoFocus={autoFocus && index === 0}
              onFocus={(event) => event.target.select()}
              onChange={(event) => {
                const typed = sanitizeCode(event.target.value, digitsOnly);
                if (typed.length > 1) {
                  fillFrom(index, typed);
                  return;
                }
                if (!typed) return;
                focusBox(setAt(index, typed) + 1);
              }}
              onPaste={(event) => {
                event.preventDefault();
                fillFrom(index, event.clipboardData.getData('text'));
              }}
              onKeyDown={(event) => {
                if (event.key === 'Backspace') {
                  event.preventDefault();
                  if (chars[index]) {
                    commit(chars.filter((_, position) => position !== index).join(''));
                  } else if (index > 0) {
                    commit(chars.slice(0, index - 1).join(''));
                    focusBox(index - 1);
                  }
                } else if (event.key === 'ArrowLeft') {
                  focusBox(index - 1);
                } else if (event.key === 'ArrowRight') {
                  focusBox(index + 1);
                }
              }}
            />
          </Fragment>
        ))}
      </div>
      <FieldError id={ids.errorId} error={error} />
    </fieldset>
  );
}
