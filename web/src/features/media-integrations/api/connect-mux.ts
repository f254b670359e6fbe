import type { MuxConnectInput, MuxConnectionDto } from '@contracts/media';
import { api, call } from '@web/lib/api';
import { useCachedMutation } from '@web/lib/cache-mutation';
import { muxKey } from './mux-connection';

/** Connects Mux with an access token (checked by Mux) and the webhook signing secret. */
export function useConnectMux() {
  return useCachedMutation(
    muxKey,
    async (json: MuxConnectInput) => (await call(api.media.mux.$put({ json }))).data as MuxConnectionDto,
    [['assets']],
    'Mux connected',
  );
}
