import type { SelectProps } from '../../components/ui/select';
import { fetchLegalForms } from './company-codes-api';
import { ServerSelect } from './server-select';

export interface LegalFormSelectProps extends Omit<SelectProps<string>, 'options'> {
  /** Forms hidden from the choice (spec §5, e.g. for a shareholder company). */
  exclude?: readonly string[];
}

/** Legal form from GET /legal-forms, searched by abbreviation or label, with "see more". */
export function LegalFormSelect({ exclude = [], ...props }: LegalFormSelectProps) {
  return (
    <ServerSelect
      {...props}
      queryKey={['legal-forms', exclude.join(',')]}
      fetchPage={(search, page) => fetchLegalForms(search, page, exclude)}
      toOption={(form) => ({ value: form.abbreviation, label: form.label, description: form.abbreviation })}
    />
  );
}
