/** How a meeting's source and a participant's role read in the UI. */
export const SOURCE_LABELS: Record<string, string> = {
  meeting_link: 'Meeting link',
  group_link: 'Group link',
  booked_by_member: 'Booked by member',
  router: 'Router',
};
export const sourceLabel = (source: string) => SOURCE_LABELS[source] ?? source.replace(/_/g, ' ');

export const ROLE_LABELS: Record<string, string> = { host: 'Host', member: 'Co-host', guest: 'Guest' };
export const participantRole = (role: string) => ROLE_LABELS[role] ?? role;
