import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { api, call } from '@web/lib/api';
import { invalidateTools } from './invalidate';

/** Turns on Teams meetings on the member's Microsoft 365 events (their calendar must be connected). */
export function useConnectTeams() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => (await call(api.profile.integrations['microsoft-teams'].connect.$post())).data,
    onSuccess: () => {
      toast.success('Microsoft Teams connected');
      return invalidateTools(client);
    },
    onError: (e) => toast.error(e.message),
  });
}
