import type { RelayDto, RelayInput } from '@contracts/relay';
import { api } from '@web/lib/api';
import { useVersionedSave, useCreateSave } from '@web/lib/cache-mutation';
import { useDeleteById } from '@web/lib/delete-mutation';
import { relayQuery } from './get-relay';
import { relaysKey } from './list-relays';

export const useCreateRelay = () => useCreateSave<RelayInput, RelayDto>(api.relays, relayQuery, [[...relaysKey, 'list']], 'Relay created');

/** Saves a new version; If-Match names the version the editor loaded, so a concurrent edit answers 412. */
export function useUpdateRelay(id: string) {
  return useVersionedSave<RelayInput, RelayDto>(api.relays[':id'], id, relayQuery(id), [[...relaysKey, 'list']], 'Relay updated');
}

export const useDeleteRelay = () => useDeleteById(api.relays[':id'], 'Relay deleted', { lists: [relaysKey] });
