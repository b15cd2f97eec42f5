import type { ReactNode } from 'react';
import { Choice, ChoiceFieldset } from './choice-fieldset';
import type { ControlProps } from './control-props';

export interface RadioOption<V extends string | number> {
  value: V;
  label: ReactNode;
  hint?: ReactNode;
}

export interface RadioGroupProps<V extends string | number> extends ControlProps<V> {
  name: string;
  legend: ReactNode;
  options: readonly RadioOption<V>[];
  /** 'row' for short labels (civility), 'column' for cards with hints. */
  layout?: 'row' | 'column';
}

/** A radio group in a fieldset (use with react-hook-form's Controller). */
export function RadioGroup<V extends string | number>({
  id,
  name,
  legend,
  options,
  value,
  onChange,
  onBlur,
  hint,
  error,
  required,
  layout = 'row',
}: RadioGroupProps<V>) {
  return (
    <ChoiceFieldset id={id} legend={legend} hint={hint} error={error} required={required}>
      <div className={`yes-no__options${layout === 'column' ? ' yes-no__options--column' : ''}`}>
        {options.map((option) => (
          <Choice
            key={String(option.value)}
            id={`${id}-${option.value}`}
            name={name}
            checked={option.value === value}
            onChoose={() => onChange(option.value)}
            onBlur={onBlur}
            required={required}
          >
            <span className="choice__text">
              <span>{option.label}</span>
              {option.hint ? <span className="choice__hint">{option.hint}</span> : null}
            </span>
          </Choice>
        ))}
      </div>
    </ChoiceFieldset>
  );
}
