import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RelayDto } from '@contracts/relay';
import { api, call } from '@web/lib/api';
import { relaysKey } from './list-relays';

export const relayQuery = (id: string) =>
  queryOptions({
    queryKey: [...relaysKey, 'detail', id],
    queryFn: async (): Promise<RelayDto> => (await call(api.relays[':id'].$get({ param: { id } }))).data as RelayDto,
  });

export const useRelay = (id: string) => useQuery({ ...relayQuery(id), enabled: !!id });
