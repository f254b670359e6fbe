import type { MeetingWindowDto, MeetingWindowInput } from '@contracts/meeting-settings';
import { api, call } from '@web/lib/api';
import { meetingWindowQuery } from './get-meeting-window';
import { useCachedMutation } from '@web/lib/cache-mutation';

/**
 * Saves the organization's default booking window and the changes-after-start rule (Admins). Meeting types
 * following the defaults change with them, and the organization page shows the same rule: both refetch.
 */
export function useUpdateMeetingWindow() {
  return useCachedMutation(
    meetingWindowQuery.queryKey,
    async (json: MeetingWindowInput): Promise<MeetingWindowDto> =>
      (await call(api['meeting-settings']['meeting-window'].$put({ json }))).data as MeetingWindowDto,
    [['meeting-types'], ['organization']],
  );
}
