import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MeetingLinkDto } from '@contracts/meeting-links';
import { api, call } from '@web/lib/api';

/** Every key of this feature starts with 'meeting-links', so one invalidation refreshes lists and details. */
export const meetingLinksKey = ['meeting-links'] as const;

export type LinkScope = { scope: 'mine' | 'all'; ownerUserId?: string };

export const meetingLinksQuery = (s: LinkScope) =>
  queryOptions({
    queryKey: [...meetingLinksKey, 'list', s],
    queryFn: async (): Promise<MeetingLinkDto[]> =>
      (await call(api['meeting-links'].$get({ query: { scope: s.scope, ...(s.ownerUserId ? { ownerUserId: s.ownerUserId } : {}) } })))
        .data as MeetingLinkDto[],
  });

export const useMeetingLinks = (s: LinkScope, enabled = true) => useQuery({ ...meetingLinksQuery(s), enabled });
