import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Select, type SelectOption, type SelectProps } from '../../components/ui/select';

/** A page of a server list, as the code-list routes answer it. */
export interface ServerPage<Item> {
  page: number;
  total_pages: number;
  results: readonly Item[];
}

export interface ServerSelectProps<Item>
  extends Omit<SelectProps<string>, 'options' | 'onQueryChange' | 'hasMore' | 'onSeeMore' | 'loading'> {
  queryKey: readonly unknown[];
  fetchPage: (search: string, page: number) => Promise<ServerPage<Item>>;
  toOption: (item: Item) => SelectOption;
}

/** A Select searching a server list, with "see more" loading the next page (legal forms, NAF codes). */
export function ServerSelect<Item>({ queryKey, fetchPage, toOption, ...props }: ServerSelectProps<Item>) {
  const [search, setSearch] = useState('');
  const query = useInfiniteQuery({
    queryKey: [...queryKey, search],
    queryFn: async ({ pageParam }) => {
      const found = await fetchPage(search, pageParam);
      return { page: found.page, totalPages: found.total_pages, options: found.results.map(toOption) };
    },
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
