import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import type { RelayDto, RelayInput } from '@contracts/relay';
import { api, call } from '@web/lib/api';
import { useRefreshingMutation } from '@web/lib/cache-mutation';
import { relayQuery } from './get-relay';
import { relaysKey } from './list-relays';

export function useCreateRelay() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (json: RelayInput): Promise<RelayDto> => (await call(api.relays.$post({ json: json as never }))).data as RelayDto,
    onSuccess: (data) => {
      qc.setQueryData(relayQuery(data.id).queryKey, data);
      void qc.invalidateQueries({ queryKey: [...relaysKey, 'list'] });
      toast.success('Relay created');
    },
  });
}

/** Saves a new version; If-Match names the version the editor loaded, so a concurrent edit answers 412. */
export function useUpdateRelay(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (json: RelayInput): Promise<RelayDto> => {
      const version = qc.getQueryData(relayQuery(id).queryKey)?.version;
      const headers = version === undefined ? undefined : { headers: { 'if-match': `W/"${version}"` } };
      return (await call(api.relays[':id'].$put({ param: { id }, json: json as never }, headers))).data as RelayDto;
    },
    onSuccess: (data) => {
      qc.setQueryData(relayQuery(id).queryKey, data);
      void qc.invalidateQueries({ queryKey: [...relaysKey, 'list'] });
      toast.success('Relay updated');
    },
  });
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
