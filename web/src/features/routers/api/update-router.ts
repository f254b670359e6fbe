import { useQueryClient } from '@tanstack/react-query';
import type { RouterDto, RouterInput } from '@contracts/routers';
import { api, call, ifMatch } from '@web/lib/api';
import { useCachedMutation } from '@web/lib/cache-mutation';
import { routerQuery } from './get-router';
import { routersKey } from './list-routers';

/** `confirmFormReset`: the user agreed that a new form resets the redirect query parameters. */
export type UpdateRouterRequest = { input: RouterInput; confirmFormReset: boolean };

/**
 * Saves the router as a new version. If-Match names the version the editor loaded, so an edit made
 * meanwhile by someone else is not overwritten: the server answers 412 and the form shows its message.
 */
export function useUpdateRouter(id: string) {
  const qc = useQueryClient();
  return useCachedMutation(
    routerQuery(id).queryKey,
    async ({ input, confirmFormReset }: UpdateRouterRequest): Promise<RouterDto> => {
      const version = qc.getQueryData(routerQuery(id).queryKey)?.version;
      const headers = ifMatch(version);
      return (
        await call(
          api.routers[':id'].$put(
            { param: { id }, query: confirmFormReset ? { confirmFormReset: 'true' } : {}, json: input as never },
            headers,
          ),
        )
      ).data as RouterDto;
    },
    [
      [...routersKey, 'list'],
      [...routersKey, 'installation', id],
    ],
    'Router updated',
  );
}
