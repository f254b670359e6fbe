import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MessagingConnectionDto, MessagingProvider } from '@contracts/messaging';
import { api, call } from '@web/lib/api';

export const connectionKey = (provider: MessagingProvider) => ['messaging', provider] as const;

export const connectionQuery = (provider: MessagingProvider) =>
  queryOptions({
    queryKey: connectionKey(provider),
    queryFn: async (): Promise<MessagingConnectionDto> =>
      (await call(api.messaging[':provider'].$get({ param: { provider } }))).data as MessagingConnectionDto,
  });

export const useConnection = (provider: MessagingProvider) => useQuery(connectionQuery(provider));
