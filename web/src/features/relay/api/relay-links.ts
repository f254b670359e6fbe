import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import type { RelayLinkDto } from '@contracts/relay-sessions';
import { api, call } from '@web/lib/api';

const linksKey = ['relays', 'links'] as const;

export const useRelayLinks = () =>
  useQuery({
    queryKey: linksKey,
    queryFn: async (): Promise<RelayLinkDto[]> => (await call(api['relay-links'].$get())).data as RelayLinkDto[],
  });

export function useCreateDedicatedLink() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (json: { relayId: string; prospectName: string; prospectEmail: string }): Promise<RelayLinkDto> =>
      (await call(api['relay-links'].dedicated.$post({ json }))).data as RelayLinkDto,
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: linksKey });
      toast.success('Dedicated link created');
    },
  });
}

export function useDeleteRelayLink() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await call(api['relay-links'][':id'].$delete({ param: { id } }));
    },
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: linksKey });
      toast.success('Link removed');
    },
  });
}
