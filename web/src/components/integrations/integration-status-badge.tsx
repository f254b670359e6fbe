import { INTEGRATION_STATUS_LABELS, type IntegrationStatus } from '@contracts/integrations';
import { Badge } from '@web/components/ui/badge';

const VARIANT: Record<IntegrationStatus, 'success' | 'warning' | 'destructive' | 'secondary'> = {
  connected: 'success',
  partially_connected: 'warning',
  expired: 'destructive',
  requires_reconnection: 'destructive',
  connecting: 'secondary',
  failed: 'destructive',
};

/** A tool's state as spec section 4 names it (Connected, Expired - reauthorize, ...), or Not connected. */
export function IntegrationStatusBadge({ status }: { status: IntegrationStatus | null }) {
  if (!status) return <Badge variant="outline">Not connected</Badge>;
  return <Badge variant={VARIANT[status]}>{INTEGRATION_STATUS_LABELS[status]}</Badge>;
}
