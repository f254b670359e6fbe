import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MemberSlackDto } from '@contracts/member-slack';
import { api, call } from '@web/lib/api';
import { useCachedMutation } from '@web/lib/cache-mutation';

export const mySlackQuery = queryOptions({
  queryKey: ['profile', 'slack'],
  queryFn: async (): Promise<MemberSlackDto> => (await call(api.messaging.slack.me.$get())).data,
});
export const useMySlack = () => useQuery(mySlackQuery);

/** The workspace's public channels; only asked for once the member wants to pick one. */
export const useSlackChannels = (enabled: boolean) =>
  useQuery({
    queryKey: ['messaging', 'slack', 'channels'],
    enabled,
    queryFn: async () => (await call(api.messaging.slack.channels.$get())).data,
  });

/** Find me by e-mail, pick a channel, or stop: each answers the new target, which replaces the cached one. */
export function useSetMySlack() {
  return useCachedMutation(
    mySlackQuery.queryKey,
    async (change: { kind: 'lookup' } | { kind: 'channel'; channelId: string } | { kind: 'forget' }): Promise<MemberSlackDto> => {
      if (change.kind === 'lookup') return (await call(api.messaging.slack.me.lookup.$post())).data;
      if (change.kind === 'channel') return (await call(api.messaging.slack.me.$put({ json: { channelId: change.channelId } }))).data;
      return (await call(api.messaging.slack.me.$delete())).data;
    },
  );
}
