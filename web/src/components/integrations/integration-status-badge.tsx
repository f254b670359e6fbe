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

const isKnown = (status: string): status is IntegrationStatus => Object.hasOwn(VARIANT, status);

/**
 * A tool's state as spec section 4 names it (Connected, Expired - reauthorize, ...), or Not connected.
 * The CRM catalog's DTOs carry the status as a plain string, so one this app does not know yet shows
 * as written, in grey, rather than as an empty badge.
 */
export function IntegrationStatusBadge({ status }: { status: IntegrationStatus | (string & {}) | null }) {
  if (!status) return <Badge variant="outline">Not connected</Badge>;
  if (!isKnown(status)) return <Badge variant="secondary">{status}</Badge>;
  return <Badge variant={VARIANT[status]}>{INTEGRATION_STATUS_LABELS[status]}</Badge>;
}
