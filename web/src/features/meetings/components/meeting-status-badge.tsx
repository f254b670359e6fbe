import { MEETING_STATUS_LABELS, type MeetingStatus } from '@contracts/meetings';
import { Badge } from '@web/components/ui/badge';

const VARIANT = { scheduled: 'default', completed: 'success', cancelled: 'secondary', no_show: 'warning' } as const;

export function MeetingStatusBadge({ status }: { status: MeetingStatus }) {
  return <Badge variant={VARIANT[status]}>{MEETING_STATUS_LABELS[status]}</Badge>;
}
