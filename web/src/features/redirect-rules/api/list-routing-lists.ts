import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ApiRequestError, call } from '@web/lib/api';

type ListOption = { id: string; name: string };

/** Reusable lists for the `in list` operator; null when the lists API cannot be reached, then an ID is typed. */
export const routingListsQuery = queryOptions({
  queryKey: ['redirect-rules', 'options', 'lists'],
  queryFn: async (): Promise<ListOption[] | null> => {
    try {
      const body = await call(api.lists.$get());
      return (body.data as ListOption[]).map((l) => ({ id: l.id, name: l.name }));
    } catch (e) {
      if (e instanceof ApiRequestError && (e.status === 404 || e.status === 405)) return null;
      throw e;
    }
  },
  retry: false,
});

export const useRoutingLists = () => useQuery(routingListsQuery);
