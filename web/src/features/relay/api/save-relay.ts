import type { RelayDto, RelayInput } from '@contracts/relay';
import { api, call } from '@web/lib/api';
import { useCachedMutation, useRefreshingMutation, useVersionedSave } from '@web/lib/cache-mutation';
import { relayQuery } from './get-relay';
import { relaysKey } from './list-relays';

export function useCreateRelay() {
  return useCachedMutation(
    (data) => relayQuery(data.id).queryKey,
    async (json: RelayInput): Promise<RelayDto> => (await call(api.relays.$post({ json: json as never }))).data as RelayDto,
    [[...relaysKey, 'list']],
    'Relay created',
  );
}

/** Saves a new version; If-Match names the version the editor loaded, so a concurrent edit answers 412. */
export function useUpdateRelay(id: string) {
  return useVersionedSave<RelayInput, RelayDto>(api.relays[':id'], id, relayQuery(id), [[...relaysKey, 'list']], 'Relay updated');
}

export function useDeleteRelay() {
  return useRefreshingMutation(
    async (id: string) => {
      await call(api.relays[':id'].$delete({ param: { id } }));
    },
    [relaysKey],
    'Relay deleted',
  );
}
