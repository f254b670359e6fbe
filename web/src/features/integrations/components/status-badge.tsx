import { Badge } from '@web/components/ui/badge';
import { INTEGRATION_STATUS_LABELS, type IntegrationStatus } from '@contracts/integrations';

const VARIANT: Record<IntegrationStatus, 'success' | 'warning' | 'destructive' | 'secondary'> = {
  connected: 'success',
  partially_connected: 'warning',
  expired: 'destructive',
  requires_reconnection: 'destructive',
  connecting: 'secondary',
  failed: 'destructive',
};

/** An integration's state as spec section 4 names it (expired reads "Expired - reauthorize"). */
export function StatusBadge({ status }: { status: string | null }) {
  if (!status) return <Badge variant="secondary">Not connected</Badge>;
  const s = status as IntegrationStatus;
  return <Badge variant={VARIANT[s] ?? 'secondary'}>{INTEGRATION_STATUS_LABELS[s] ?? status}</Badge>;
}
