import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { CodeInput } from '../../../components/ui/code-input';
import { AttemptsLeft } from '../attempts-left';
import type { ScaState } from '../sca-machine';
import type { CodeEntry } from './use-code-entry';

interface CodeFormProps {
  entry: CodeEntry;
  state: Pick<ScaState, 'error' | 'busy' | 'attemptsLeft'>;
  /** Changes when another code is expected: the boxes start again empty. */
  inputKey: string;
  inputId: string;
  label: string;
  submitLabel: string;
  /** The heading and what was sent where, above the boxes. */
  intro: ReactNode;
  /** Said under the boxes. */
  note?: ReactNode;
  /** Before the submit button. */
  back?: ReactNode;
  /** Under the buttons (send again, another method). */
  links: ReactNode;
}

/** A step where a received code is typed: the boxes, the attempts left and the submit button. */
export function CodeForm({
  entry,
  state,
  inputKey,
  inputId,
  label,
  submitLabel,
  intro,
  note,
  back,
  links,
}: CodeFormProps) {
  return (
    <form
      className="sca-step"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        entry.submit(entry.code);
      }}
    >
      {intro}
      <CodeInput
        key={`${inputKey}-${entry.round}`}
        id={inputId}
        label={label}
        value={entry.code}
        onChange={entry.setCode}
        onComplete={entry.submit}
        error={state.error ?? undefined}
        disabled={state.busy}
        autoFocus
      />
      <AttemptsLeft count={state.attemptsLeft} />
      {note}
      <div className="sca-step__actions">
        {back}
        <Button type="submit" loading={state.busy} disabled={!entry.complete}>
          {submitLabel}
        </Button>
      </div>
      {links}
    </form>
  );
}
