import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MeetingLinkDto } from '@contracts/meeting-links';
import { api, call } from '@web/lib/api';
import { homePageKey } from './get-home-page';

/** My meeting links, to choose and order on the home page. */
export const myLinksQuery = queryOptions({
  queryKey: [...homePageKey, 'links'],
  queryFn: async (): Promise<MeetingLinkDto[]> =>
    (await call(api['meeting-links'].$get({ query: { scope: 'mine' } }))).data as MeetingLinkDto[],
});

export const useMyLinks = () => useQuery(myLinksQuery);
