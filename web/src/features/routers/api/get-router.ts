import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RouterDto } from '@contracts/routers';
import { api, call } from '@web/lib/api';
import { routersKey } from './list-routers';

export const routerQuery = (id: string) =>
  queryOptions({
    queryKey: [...routersKey, 'detail', id],
    queryFn: async (): Promise<RouterDto> => (await call(api.routers[':id'].$get({ param: { id } }))).data as RouterDto,
  });

export const useRouter = (id: string) => useQuery({ ...routerQuery(id), enabled: !!id });
