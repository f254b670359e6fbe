import type * as v from 'valibot';
import type { bookOnBehalfSchema, MeetingDto } from '@contracts/meetings';
import { api, call } from '@web/lib/api';
import { storeMeeting } from './meeting-cache';
import { useMutationThen } from '@web/lib/cache-mutation';

export type BookOnBehalf = v.InferInput<typeof bookOnBehalfSchema>;

/** POST /api/meetings: books a prospect with a member of the meeting type. */
export function useBookMeeting() {
  return useMutationThen(
    async (json: BookOnBehalf): Promise<MeetingDto> => (await call(api.meetings.$post({ json }))).data as MeetingDto,
    storeMeeting,
  );
}
