import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { MeetingListDto, MeetingStatus } from '@contracts/meetings';
import { api, call } from '@web/lib/api';

/** Every key of this feature starts with 'meetings', so one invalidation refreshes lists and details. */
export const meetingsKey = ['meetings'] as const;

export type MeetingListParams = { view: MeetingStatus; q: string; mine: boolean; page: number };

export const meetingsQuery = (p: MeetingListParams) =>
  queryOptions({
    queryKey: [...meetingsKey, 'list', p],
    queryFn: async (): Promise<MeetingListDto> =>
      call(
        api.meetings.$get({ query: { view: p.view, mine: p.mine ? 'true' : 'false', page: String(p.page), ...(p.q ? { q: p.q } : {}) } }),
      ) as Promise<MeetingListDto>,
    // Meetings change as time passes and as others book, so lists are read fresh on each visit.
    staleTime: 0,
  });

export const useMeetings = (p: MeetingListParams) => useQuery({ ...meetingsQuery(p), placeholderData: keepPreviousData });
