import type { QueryClient } from '@tanstack/react-query';
import type { MeetingLinkDto } from '@contracts/meeting-links';
import { meetingLinkQuery } from './get-meeting-link';
import { meetingLinksKey } from './list-meeting-links';

/** Link writes answer with the whole link: store it, and refresh every list (mine, all, per owner). */
export function storeLink(qc: QueryClient, link: MeetingLinkDto) {
  qc.setQueryData(meetingLinkQuery(link.id).queryKey, link);
  void qc.invalidateQueries({ queryKey: [...meetingLinksKey, 'list'] });
  // The home page editor lists my links under its own key.
  void qc.invalidateQueries({ queryKey: ['home-page'] });
}
