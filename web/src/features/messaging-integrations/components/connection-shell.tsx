import type * as React from 'react';
import type { MessagingConnectionDto, MessagingProvider } from '@contracts/messaging';
import { ConnectionPage, statusState } from '@web/components/integrations/connection-page';
import { useConnection } from '../api/connection';
import { useDisconnect } from '../api/connect';

const STATUS: Record<MessagingConnectionDto['status'], string> = {
  not_connected: 'Not connected',
  connected: 'Connected',
  connecting: 'Waiting for verification',
  expired: 'Expired - reauthorize',
  requires_reconnection: 'Requires reconnection',
  failed: 'Failed - try again',
  partially_connected: 'Partially connected',
};

/** The frame every messaging tool page shares: title, state, disconnect with a confirmation. */
export function ConnectionShell({
  provider,
  name,
  description,
  children,
}: {
  provider: MessagingProvider;
  name: string;
  description: string;
  children: (c: MessagingConnectionDto) => React.ReactNode;
}) {
  const disconnect = useDisconnect(provider);
  return (
    <ConnectionPage
      query={useConnection(provider)}
      title={name}
      description={description}
      provider={provider}
      state={statusState(STATUS)}
      disable={{
        title: `Disable ${name}?`,
        description: `Workflows that use ${name} stop sending until it is connected again.`,
        onConfirm: () => disconnect.mutate(),
      }}
    >
      {(c) => (
        <>
          {c.accountName && (
            <p className="text-sm">
              Connected to <strong>{c.accountName}</strong>
              {c.detail ? ` · ${c.detail}` : ''}
            </p>
          )}
          {c.lastError && <p className="text-sm text-destructive">{c.lastError}</p>}
          {children(c)}
        </>
      )}
    </ConnectionPage>
  );
}
