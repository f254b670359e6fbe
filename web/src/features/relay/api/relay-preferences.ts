import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import type { RelayPreferencesDto } from '@contracts/relay-sessions';
import { api, call } from '@web/lib/api';

const prefsKey = ['relays', 'preferences'] as const;

export const useRelayPreferences = () =>
  useQuery({
    queryKey: prefsKey,
    queryFn: async (): Promise<RelayPreferencesDto> => (await call(api.profile['relay-preferences'].$get())).data as RelayPreferencesDto,
  });

export function useSaveRelayPreferences() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (json: RelayPreferencesDto): Promise<RelayPreferencesDto> =>
      (await call(api.profile['relay-preferences'].$put({ json }))).data as RelayPreferencesDto,
    onSuccess: (data) => {
      qc.setQueryData(prefsKey, data);
      toast.success('Relay preferences saved');
    },
  });
}
