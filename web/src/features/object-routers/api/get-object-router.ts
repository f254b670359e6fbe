import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ObjectRouterDto } from '@contracts/object-routers';
import { api, call } from '@web/lib/api';
import { objectKey } from './list-object-routers';

export const objectRouterQuery = (id: string) =>
  queryOptions({
    queryKey: [...objectKey, 'detail', id],
    queryFn: async (): Promise<ObjectRouterDto> =>
      (await call(api['object-routers'][':id'].$get({ param: { id } }))).data as ObjectRouterDto,
  });

export const useObjectRouter = (id: string) => useQuery({ ...objectRouterQuery(id), enabled: !!id });
