import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import type { RouterDto, RouterInput } from '@contracts/routers';
import { api, call } from '@web/lib/api';
import { routerQuery } from './get-router';
import { routersKey } from './list-routers';

/** Creates an inbound router; it starts awaiting installation. */
export function useCreateRouter() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (json: RouterInput): Promise<RouterDto> => (await call(api.routers.$post({ json: json as never }))).data as RouterDto,
    onSuccess: (data) => {
      qc.setQueryData(routerQuery(data.id).queryKey, data);
      void qc.invalidateQueries({ queryKey: [...routersKey, 'list'] });
      toast.success('Router created');
    },
  });
}
