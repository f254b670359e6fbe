import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { api, call } from '@web/lib/api';
import { myIntegrationsKey } from './list-integrations';

/** Disables one of the member's calendar accounts; the server checks the typed 'Disable {name}'. */
export function useDisconnectIntegration() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (v: { id: string; name: string; confirmation: string }) => {
      await call(api.profile.integrations[':id'].$delete({ param: { id: v.id }, json: { confirmation: v.confirmation } }));
      return v;
    },
    onSuccess: (v) => {
      void qc.invalidateQueries({ queryKey: myIntegrationsKey });
      toast.success(`${v.name} disconnected`);
    },
    onError: (e) => toast.error(e.message),
  });
}
