import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { api, call } from '@web/lib/api';
import { routerShadowQuery } from './get-router-shadow';

/** Turns shadow mode off; the decisions it stored stay. */
export function useStopRouterShadow(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await call(api.routers[':id'].shadow.$delete({ param: { id } }));
    },
    onSuccess: () => {
      qc.setQueryData(routerShadowQuery(id).queryKey, null);
      toast.success('Shadow mode is off');
    },
  });
}
