import type { SelectProps } from '../../components/ui/select';
import { fetchNafCodes } from './company-codes-api';
import { ServerSelect } from './server-select';

/** NAF activity from GET /nafcode, searched by words or code, with "see more". */
export function NafSelect(props: Omit<SelectProps<string>, 'options'>) {
  return (
    <ServerSelect
      {...props}
      queryKey={['nafcode']}
      fetchPage={fetchNafCodes}
      toOption={(item) => ({ value: item.codenaf, label: item.libelle, description: item.codenaf })}
    />
  );
}
