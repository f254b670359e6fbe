import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import type { RouterDto, RouterInput } from '@contracts/routers';
import { api, call } from '@web/lib/api';
import { routerQuery } from './get-router';
import { routersKey } from './list-routers';

/** `confirmFormReset`: the user agreed that a new form resets the redirect query parameters. */
export type UpdateRouterRequest = { input: RouterInput; confirmFormReset: boolean };

export function useUpdateRouter(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ input, confirmFormReset }: UpdateRouterRequest): Promise<RouterDto> =>
      (await call(api.routers[':id'].$put({ param: { id }, query: confirmFormReset ? { confirmFormReset: 'true' } : {}, json: input as never }))).data as RouterDto,
    onSuccess: (data) => {
      qc.setQueryData(routerQuery(id).queryKey, data);
      void qc.invalidateQueries({ queryKey: [...routersKey, 'list'] });
      void qc.invalidateQueries({ queryKey: [...routersKey, 'installation', id] });
      toast.success('Router updated');
    },
  });
}
