import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, call } from '@web/lib/api';

export const memberQuery = (id: string) =>
  queryOptions({
    queryKey: ['members', 'detail', id],
    queryFn: async () => (await call(api.members[':id'].$get({ param: { id } }))).data,
  });

export const useMember = (id: string) => useQuery(memberQuery(id));
