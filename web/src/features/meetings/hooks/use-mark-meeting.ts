import { toastOutcome } from '@web/lib/toast-outcome';
import { useSetMeetingStatus } from '../api/set-meeting-status';

/**
 * Marking a meeting Completed or No Show, from its actions or the no-show banner alike: `mark` saves the
 * outcome and says so in a toast (or why it could not); `status` is the mutation, for what is pending.
 */
export function useMarkMeeting(id: string) {
  const status = useSetMeetingStatus(id);
  const mark = (s: 'completed' | 'no_show') =>
    status.mutate(s, toastOutcome(s === 'completed' ? 'Meeting marked Completed' : 'Meeting marked No Show'));
  return { status, mark };
}
