import { INTEGRATION_STATUS_LABELS } from '@contracts/integrations';
import type { ConferencingStatus } from '@contracts/conferencing';
import { Badge } from '@web/components/ui/badge';

const VARIANT: Record<ConferencingStatus, 'success' | 'warning' | 'destructive' | 'secondary'> = {
  connected: 'success',
  partially_connected: 'warning',
  expired: 'destructive',
  requires_reconnection: 'destructive',
  connecting: 'secondary',
  failed: 'destructive',
};

/** A tool's state in the spec's words (section 4), or Not connected. */
export function ToolStatusBadge({ status }: { status: ConferencingStatus | null }) {
  if (!status) return <Badge variant="outline">Not connected</Badge>;
  return <Badge variant={VARIANT[status]}>{INTEGRATION_STATUS_LABELS[status]}</Badge>;
}
