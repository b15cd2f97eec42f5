import type { LegalFormPageReply, NafPageReply } from '@app/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Select, type SelectOption, type SelectProps } from '../../components/ui/select';

/** A page of a code list, as its route answers it. */
type CodePage = LegalFormPageReply | NafPageReply;

export interface ServerSelectProps<Page extends CodePage>
  extends Omit<SelectProps<string>, 'options' | 'onQueryChange' | 'hasMore' | 'onSeeMore' | 'loading'> {
  queryKey: readonly unknown[];
  fetchPage: (search: string, page: number) => Promise<Page>;
  toOption: (item: Page['results'][number]) => SelectOption;
}

/** A Select searching a server list, with "see more" loading the next page (legal forms, NAF codes). */
export function ServerSelect<Page extends CodePage>({
  queryKey,
  fetchPage,
  toOption,
  ...props
}: ServerSelectProps<Page>) {
  const [search, setSearch] = useState('');
  const query = useInfiniteQuery({
    queryKey: [...queryKey, search],
    queryFn: async ({ pageParam }) => {
      const found = await fetchPage(search, pageParam);
      return {
        page: found.page,
        totalPages: found.total_pages,
        options: found.results.map((item) => toOption(item)),
      };
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
