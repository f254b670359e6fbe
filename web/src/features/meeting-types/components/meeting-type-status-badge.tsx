import type { MeetingTypeStatus, MeetingTypeSummaryDto } from '@contracts/meeting-types';
import { Badge } from '@web/components/ui/badge';

const LABELS: Record<MeetingTypeStatus, string> = { active: 'Active', upcoming: 'Upcoming', ongoing: 'Ongoing', expired: 'Expired' };
const VARIANTS = { active: 'success', upcoming: 'default', ongoing: 'success', expired: 'secondary' } as const;
const HINTS: Record<MeetingTypeStatus, string> = {
  active: 'Bookable',
  upcoming: 'The first event date is still ahead',
  ongoing: 'The event is running now',
  expired: 'Every event date has passed',
};

/** Events show upcoming, ongoing or expired (spec section 4); other kinds are simply active. */
export function MeetingTypeStatusBadge({ status, kind }: { status: MeetingTypeStatus; kind: MeetingTypeSummaryDto['kind'] }) {
  const shown = kind === 'event' ? status : 'active';
  return (
    <Badge variant={VARIANTS[shown]} title={HINTS[shown]}>
      {LABELS[shown]}
    </Badge>
  );
}
