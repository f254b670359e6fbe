import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import type { MuxConnectInput, MuxConnectionDto } from '@contracts/media';
import { api, call } from '@web/lib/api';
import { muxKey } from './mux-connection';

/** Connects Mux with an access token (checked by Mux) and the webhook signing secret. */
export function useConnectMux() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (json: MuxConnectInput) => (await call(api.media.mux.$put({ json }))).data as MuxConnectionDto,
    onSuccess: (d) => {
      qc.setQueryData(muxKey, d);
      void qc.invalidateQueries({ queryKey: ['assets'] });
      toast.success('Mux connected');
    },
  });
}
