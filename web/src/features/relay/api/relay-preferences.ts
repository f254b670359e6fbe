import { useQuery } from '@tanstack/react-query';
import type { RelayPreferencesDto } from '@contracts/relay-sessions';
import { api, call } from '@web/lib/api';
import { useCachedMutation } from '@web/lib/cache-mutation';

const prefsKey = ['relays', 'preferences'] as const;

export const useRelayPreferences = () =>
  useQuery({
    queryKey: prefsKey,
    queryFn: async (): Promise<RelayPreferencesDto> => (await call(api.profile['relay-preferences'].$get())).data as RelayPreferencesDto,
  });

export function useSaveRelayPreferences() {
  return useCachedMutation(
    prefsKey,
    async (json: RelayPreferencesDto): Promise<RelayPreferencesDto> =>
      (await call(api.profile['relay-preferences'].$put({ json }))).data as RelayPreferencesDto,
    [],
    'Relay preferences saved',
  );
}
