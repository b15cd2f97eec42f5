import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Select, type SelectOption, type SelectProps } from '../../components/ui/select';

export interface OptionsPage {
  options: SelectOption[];
  page: number;
  totalPages: number;
}

export interface ServerSelectProps
  extends Omit<SelectProps<string>, 'options' | 'onQueryChange' | 'hasMore' | 'onSeeMore' | 'loading'> {
  queryKey: readonly unknown[];
  fetchPage: (search: string, page: number) => Promise<OptionsPage>;
}

/** A Select searching a server list, with "see more" loading the next page (legal forms, NAF codes). */
export function ServerSelect({ queryKey, fetchPage, ...props }: ServerSelectProps) {
  const [search, setSearch] = useState('');
  const query = useInfiniteQuery({
    queryKey: [...queryKey, search],
    queryFn: ({ pageParam }) => fetchPage(search, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.totalPages ? last.page + 1 : undefined),
    staleTime: 5 * 60_000,
  });
  const options = query.data?.pages.flatMap((page) => page.options) ?? [];
  return (
    <Select
      {...props}
      options={options}
      onQueryChange={setSearch}
      hasMore={query.hasNextPage}
      onSeeMore={() => void query.fetchNextPage()}
      loading={query.isFetching}
    />
  );
}
