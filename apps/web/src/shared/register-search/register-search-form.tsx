import type { FormEvent } from 'react';
import { Button } from '../../components/ui/button';
import { TextInput } from '../../components/ui/text-input';
import { useTranslation } from '../../lib/use-translation';

export interface RegisterSearchFormProps {
  id: string;
  input: string;
  onInput: (value: string) => void;
  error: string | undefined;
  searching: boolean;
  onSubmit: (event: FormEvent) => void;
  /** The customer's own company may be filled from the browser's organization entry. */
  autoComplete?: string;
}

/** The name, SIREN or SIRET field of a register search, with its button. */
export function RegisterSearchForm({
  id,
  input,
  onInput,
  error,
  searching,
  onSubmit,
  autoComplete,
}: RegisterSearchFormProps) {
  const { t } = useTranslation();
  return (
    <search>
      <form className="company-search__form" onSubmit={onSubmit} noValidate>
        <TextInput
          id={id}
          label={t('company.search.label')}
          hint={t('company.search.hint')}
          value={input}
          onChange={(event) => onInput(event.target.value)}
          error={error}
          required
          {...(autoComplete ? { autoComplete } : {})}
        />
        <Button type="submit" loading={searching} className="company-search__submit">
          {t('company.search.submit')}
        </Button>
      </form>
    </search>
  );
}
