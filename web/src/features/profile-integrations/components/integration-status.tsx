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

/** The tool's action for a state: what the button on its card says. */
export function actionFor(status: IntegrationStatus | null): string {
  if (status === 'expired') return 'Reauthorize';
  if (status === 'requires_reconnection' || status === 'partially_connected') return 'Reconnect';
  if (status === 'failed') return 'Try again';
  if (status === 'connecting') return 'Open';
  return status ? 'Manage' : 'Connect';
}
