import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RouterShadowDto } from '@contracts/router-shadows';
import { api, call } from '@web/lib/api';
import { routersKey } from './list-routers';

/** A router's shadow draft with its agreement so far (null when shadow mode is off); Admins and Managers. */
export const routerShadowQuery = (id: string) =>
  queryOptions({
    queryKey: [...routersKey, 'shadow', id],
    queryFn: async (): Promise<RouterShadowDto | null> =>
      (await call(api.routers[':id'].shadow.$get({ param: { id } }))).data as RouterShadowDto | null,
  });

export const useRouterShadow = (id: string) => useQuery(routerShadowQuery(id));
