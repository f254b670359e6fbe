import { useInfiniteQuery } from '@tanstack/react-query';
import type { ActivityPageDto } from '@contracts/activity';
import { api, call } from '@web/lib/api';
import { crmKey } from './client';

const PAGE = 20;

/** A CRM account's or contact's activity stream, newest first; "Load more" fetches the next, older page. */
export function useActivity(type: 'account' | 'contact', id: string) {
  const endpoint = type === 'account' ? api.accounts[':id'].activity : api.contacts[':id'].activity;
  return useInfiniteQuery({
    queryKey: [...crmKey, 'activity', type, id],
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam }): Promise<ActivityPageDto> =>
      (await call(
        endpoint.$get({ param: { id }, query: pageParam ? { cursor: pageParam, limit: String(PAGE) } : { limit: String(PAGE) } }),
      )) as ActivityPageDto,
    getNextPageParam: (last) => last.meta.nextCursor,
  });
}
