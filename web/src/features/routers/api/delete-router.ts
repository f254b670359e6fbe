import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { api, call } from '@web/lib/api';
import { routerQuery } from './get-router';
import { routersKey } from './list-routers';

/** Deleting keeps the routing logs; they then show the router-deleted notice. */
export function useDeleteRouter() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await call(api.routers[':id'].$delete({ param: { id } }));
      return id;
    },
    onSuccess: (id) => {
      qc.removeQueries({ queryKey: routerQuery(id).queryKey });
      void qc.invalidateQueries({ queryKey: [...routersKey, 'list'] });
      toast.success('Router deleted');
    },
    onError: (e) => toast.error(e.message),
  });
}
