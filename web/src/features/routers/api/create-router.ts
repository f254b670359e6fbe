import type { RouterDto, RouterInput } from '@contracts/routers';
import { api, call } from '@web/lib/api';
import { useCachedMutation } from '@web/lib/cache-mutation';
import { routerQuery } from './get-router';
import { routersKey } from './list-routers';

/** Creates an inbound router; it starts awaiting installation. */
export function useCreateRouter() {
  return useCachedMutation(
    (data) => routerQuery(data.id).queryKey,
    async (json: RouterInput): Promise<RouterDto> => (await call(api.routers.$post({ json: json as never }))).data as RouterDto,
    [[...routersKey, 'list']],
    'Router created',
  );
}
