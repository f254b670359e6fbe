import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import type { CaldavConnect } from '@contracts/calendars';
import { api, call } from '@web/lib/api';
import { myIntegrationsKey } from './list-integrations';

export function useConnectCaldav() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (body: CaldavConnect) => (await call(api.profile.integrations.caldav.connect.$post({ json: body }))).data,
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: myIntegrationsKey });
      toast.success('CalDAV connected');
    },
  });
}
