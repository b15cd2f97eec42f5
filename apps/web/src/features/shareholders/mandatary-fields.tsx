import { JOB_CODE_LABELS, SELECTABLE_JOB_CODES } from '@app/domain';
import { Controller, useFormContext } from 'react-hook-form';
import { FollowUpQuestion } from '../../components/follow-up-question';
import { Select } from '../../components/ui/select';
import { currentLocale } from '../../lib/i18n';
import { useTranslation } from '../../lib/use-translation';
import type { RoleFormValues } from './role-form-values';

type MandataryValues = Pick<RoleFormValues, 'is_mandatary' | 'title_code'>;

interface MandataryFieldsProps {
  /** Ids of the question and of the title list. */
  ids: { question: string; title: string };
  legend: string;
  hint?: string;
}

/** "Is a mandatary?" and, on yes, the title held (a person or a company mandate). */
export function MandataryFields({ ids, legend, hint }: MandataryFieldsProps) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const { control } = useFormContext<MandataryValues>();
  return (
    <FollowUpQuestion<MandataryValues>
      name="is_mandatary"
      clears="title_code"
      id={ids.question}
      legend={legend}
      hint={hint}
    >
      <Controller
        control={control}
        name="title_code"
        render={({ field, fieldState }) => (
          <Select
            id={ids.title}
            label={t('shareholders.person.title')}
            required
            searchable={false}
            options={SELECTABLE_JOB_CODES.map((code) => ({
              value: code,
              label: JOB_CODE_LABELS[code][locale],
            }))}
            value={field.value || null}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
          />
        )}
      />
    </FollowUpQuestion>
  );
}
