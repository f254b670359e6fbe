import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { api, call } from '@web/lib/api';
import { muxKey } from './mux-connection';

/** Disconnects Mux: new videos go to storage again (at most 5 MB); uploaded ones keep playing. */
export function useDisconnectMux() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await call(api.media.mux.$delete());
    },
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: muxKey });
      void qc.invalidateQueries({ queryKey: ['assets'] });
      toast.success('Disconnected');
    },
  });
}
