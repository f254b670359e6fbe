import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import type { RouterDto } from '@contracts/routers';
import { api, call } from '@web/lib/api';
import { routerQuery } from './get-router';
import { routerShadowQuery } from './get-router-shadow';
import { routersKey } from './list-routers';

/** Publishes the shadow draft as the router's next version (shadow mode stops). */
export function usePublishRouterShadow(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (): Promise<RouterDto> => (await call(api.routers[':id'].shadow.publish.$post({ param: { id } }))).data as RouterDto,
    onSuccess: (data) => {
      qc.setQueryData(routerQuery(id).queryKey, data);
      qc.setQueryData(routerShadowQuery(id).queryKey, null);
      void qc.invalidateQueries({ queryKey: [...routersKey, 'list'] });
      toast.success(`Draft published as version ${data.version}`);
    },
  });
}
