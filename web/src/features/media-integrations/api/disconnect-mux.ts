import { api, call } from '@web/lib/api';
import { useRefreshingMutation } from '@web/lib/cache-mutation';
import { muxKey } from './mux-connection';

/** Disconnects Mux: new videos go to storage again (at most 5 MB); uploaded ones keep playing. */
export function useDisconnectMux() {
  return useRefreshingMutation(
    async () => {
      await call(api.media.mux.$delete());
    },
    [muxKey, ['assets']],
    'Disconnected',
  );
}
