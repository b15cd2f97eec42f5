import type { KycQuestionReply } from '@app/domain';
import { Checkbox } from '../../components/ui/checkbox';
import { ChoiceFieldset } from '../../components/ui/choice-fieldset';
import { Field, fieldIds } from '../../components/ui/field';
import { RadioGroup } from '../../components/ui/radio-group';
import { Select } from '../../components/ui/select';
import { TextInput } from '../../components/ui/text-input';
import { TextArea } from '../../components/ui/textarea';
import { useTranslation } from '../../lib/use-translation';
import { choosesOther } from './kyc-form';
import type { KycValue } from './kyc-types';

export interface KycQuestionFieldProps {
  question: KycQuestionReply;
  value: KycValue;
  onChange: (value: KycValue) => void;
  errors: { answer?: string; other?: string };
  /** Names of files picked for an upload question. */
  files?: string[];
  onFiles?: (files: File[]) => void;
  /** Where a proposed answer comes from, said under the question (e.g. Pro Santé Connect). */
  proposedBy?: string;
}

const hintOf = (question: KycQuestionReply, proposedBy?: string) =>
  [question.hint, question.hint2, proposedBy].filter(Boolean).join(' ') || undefined;

/** One questionnaire question of any type, with its "other" value when the chosen option asks one. */
export function KycQuestionField({
  question,
  value,
  onChange,
  errors,
  files,
  onFiles,
  proposedBy,
}: KycQuestionFieldProps) {
  const { t } = useTranslation();
  const id = `kyc-${question.id}`;
  const required = question.required || Boolean(question.required_when);
  const hint = hintOf(question, proposedBy);
  const text = typeof value.answer === 'string' ? value.answer : '';
  const setAnswer = (answer: string | string[]) => onChange({ ...value, answer });
  // What every kind of question passes to its control.
  const common = { id, hint, required, error: errors.answer };

  let control: React.ReactNode;
  switch (question.type) {
    case 'textarea':
      control = (
        <TextArea
          {...common}
          label={question.label}
          placeholder={question.placeholder ?? undefined}
          value={text}
          onChange={(event) => setAnswer(event.target.value)}
          rows={3}
        />
      );
      break;
    case 'radio':
      control = (
        <RadioGroup
          {...common}
          name={id}
          legend={question.label}
          layout="column"
          options={question.answers.map((option) => ({
            value: option.label,
            label: option.label,
            hint: option.hint,
          }))}
          value={text || null}
          onChange={setAnswer}
        />
      );
      break;
    case 'select':
      control = (
        <Select
          {...common}
          label={question.label}
          options={question.answers.map((option) => ({ value: option.label, label: option.label }))}
          value={text || null}
          onChange={setAnswer}
          searchable={question.answers.length > 8}
        />
      );
      break;
    case 'checkbox': {
      const chosen = Array.isArray(value.answer) ? value.answer : [];
      control = (
        <ChoiceFieldset {...common} legend={question.label} className="kyc-checkboxes">
          <div className="kyc-checkboxes__list">
            {question.answers.map((option, index) => (
              <Checkbox
                key={option.label}
                id={`${id}-${index}`}
                label={option.label}
                hint={option.hint ?? undefined}
                checked={chosen.includes(option.label)}
                onChange={(event) =>
                  setAnswer(
                    event.target.checked
                      ? [...chosen, option.label]
                      : chosen.filter((label) => label !== option.label),
                  )
                }
              />
            ))}
          </div>
        </ChoiceFieldset>
      );
      break;
    }
    case 'upload': {
      const ids = fieldIds(id, hint, errors.answer);
      control = (
        <Field {...common} label={question.label}>
          <input
            id={id}
            type="file"
            multiple
            accept="application/pdf,image/jpeg,image/png"
            className="input kyc-upload"
            aria-describedby={ids.describedBy}
            aria-invalid={errors.answer ? true : undefined}
            onChange={(event) => onFiles?.(Array.from(event.target.files ?? []))}
          />
          {files && files.length > 0 ? <p className="small muted">{files.join(', ')}</p> : null}
        </Field>
      );
      break;
    }
    default:
      control = (
        <TextInput
          {...common}
          label={question.label}
          placeholder={question.placeholder ?? undefined}
          inputMode={question.type === 'number' ? 'decimal' : undefined}
          value={text}
          onChange={(event) => setAnswer(event.target.value)}
        />
      );
  }

  return (
    <div className="kyc-question">
      {control}
      {choosesOther(question, value) ? (
        <TextInput
          id={`${id}-other`}
          className="kyc-question__other"
          label={question.minOther != null ? t('kyc.otherAmount') : t('kyc.otherText')}
          hint={question.minOther != null ? t('kyc.otherAmountHint', { min: question.minOther }) : undefined}
          inputMode={question.minOther != null ? 'decimal' : undefined}
          required
          value={value.other}
          onChange={(event) => onChange({ ...value, other: event.target.value })}
          error={errors.other}
        />
      ) : null}
    </div>
  );
}
