import type { QueryClient } from '@tanstack/react-query';
import type { MeetingDto } from '@contracts/meetings';
import { meetingQuery } from './get-meeting';
import { meetingsKey } from './list-meetings';

/** Meeting writes answer with the whole meeting: store it, and refresh the lists (their tabs and counts move). */
export function storeMeeting(qc: QueryClient, meeting: MeetingDto) {
  qc.setQueryData(meetingQuery(meeting.id).queryKey, meeting);
  void qc.invalidateQueries({ queryKey: [...meetingsKey, 'list'] });
  void qc.invalidateQueries({ queryKey: [...meetingsKey, 'slots', meeting.id] });
}
