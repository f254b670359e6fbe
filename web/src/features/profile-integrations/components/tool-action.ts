import type { IntegrationStatus } from '@contracts/integrations';

/** The tool's action for a state: what the button on its card says. */
export function actionFor(status: IntegrationStatus | null): string {
  if (status === 'expired') return 'Reauthorize';
  if (status === 'requires_reconnection' || status === 'partially_connected') return 'Reconnect';
  if (status === 'failed') return 'Try again';
  if (status === 'connecting') return 'Open';
  return status ? 'Manage' : 'Connect';
}
