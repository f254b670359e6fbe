import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RouterInstallationDto } from '@contracts/routers';
import { api, call } from '@web/lib/api';
import { routersKey } from './list-routers';

export const routerInstallationQuery = (id: string) =>
  queryOptions({
    queryKey: [...routersKey, 'installation', id],
    queryFn: async (): Promise<RouterInstallationDto> =>
      (await call(api.routers[':id'].installation.$get({ param: { id } }))).data as RouterInstallationDto,
  });

export const useRouterInstallation = (id: string) => useQuery({ ...routerInstallationQuery(id), enabled: !!id });
