import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, call } from './api';

type ListOption = { id: string; name: string };

/** The organization's reusable lists as the `in list` condition operator offers them (every rule editor). */
export const routingListsQuery = queryOptions({
  queryKey: ['lists', 'routing-options'],
  queryFn: async (): Promise<ListOption[]> =>
    ((await call(api.lists.$get())).data as ListOption[]).map((l) => ({ id: l.id, name: l.name })),
});

export const useRoutingLists = () => useQuery(routingListsQuery);
