import type { MeetingLinkDto } from '@contracts/meeting-links';

/** Where each link is edited: my own links by slug, the manage pages by slug and id. */
export const myLinkPath = (l: Pick<MeetingLinkDto, 'kind' | 'slug'>) =>
  l.kind === 'group' ? `/group-meeting-links/${encodeURIComponent(l.slug)}` : `/meeting-links/${encodeURIComponent(l.slug)}`;
export const managedLinkPath = (l: Pick<MeetingLinkDto, 'kind' | 'slug' | 'id'>) =>
  `${l.kind === 'group' ? '/group-meeting-links/manage' : '/meeting-links/manage'}/${encodeURIComponent(l.slug)}/${l.id}`;
