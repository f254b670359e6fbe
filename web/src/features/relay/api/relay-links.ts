import { useQuery } from '@tanstack/react-query';
import type { RelayLinkDto } from '@contracts/relay-sessions';
import { api, call } from '@web/lib/api';
import { useRefreshingMutation } from '@web/lib/cache-mutation';
import { useDeleteById } from '@web/lib/delete-mutation';

const linksKey = ['relays', 'links'] as const;

export const useRelayLinks = () =>
  useQuery({
    queryKey: linksKey,
    queryFn: async (): Promise<RelayLinkDto[]> => (await call(api['relay-links'].$get())).data as RelayLinkDto[],
  });

export function useCreateDedicatedLink() {
  return useRefreshingMutation(
    async (json: { relayId: string; prospectName: string; prospectEmail: string }): Promise<RelayLinkDto> =>
      (await call(api['relay-links'].dedicated.$post({ json }))).data as RelayLinkDto,
    [linksKey],
    'Dedicated link created',
  );
}

export const useDeleteRelayLink = () => useDeleteById(api['relay-links'][':id'], 'Link removed', { lists: [linksKey] });
