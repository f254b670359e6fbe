import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { api, call } from '@web/lib/api';
import { redirectRulesKey } from './list-redirect-rules';

export function useDeleteRedirectRule() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await call(api['redirect-rules'][':id'].$delete({ param: { id } }));
      return id;
    },
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: [...redirectRulesKey, 'list'] });
      toast.success('Redirect rule deleted');
    },
    onError: (e) => toast.error(e.message),
  });
}
