import * as React from 'react';
import type { MessagingConnectionDto, MessagingProvider } from '@contracts/messaging';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { PageHeader } from '@web/components/ui/page';
import { Skeleton } from '@web/components/ui/skeleton';
import { StandInNote } from '@web/components/integrations/stand-in-note';
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
  const conn = useConnection(provider);
  const disconnect = useDisconnect(provider);
  const [confirm, setConfirm] = React.useState(false);
  if (conn.isPending) return <Skeleton className="h-64" />;
  if (!conn.data) return null;
  const c = conn.data;
  return (
    <div className="grid max-w-2xl gap-6">
      <PageHeader
        title={name}
        description={description}
        badge={
          <span className="flex gap-1">
            <Badge variant={c.status === 'connected' ? 'success' : c.status === 'not_connected' ? 'secondary' : 'warning'}>
              {STATUS[c.status]}
            </Badge>
            {c.status !== 'not_connected' && <StandInNote provider={provider} />}
          </span>
        }
        actions={
          c.status !== 'not_connected' && (
            <Button variant="outline" onClick={() => setConfirm(true)}>
              Disable
            </Button>
          )
        }
      />
      {c.accountName && (
        <p className="text-sm">
          Connected to <strong>{c.accountName}</strong>
          {c.detail ? ` · ${c.detail}` : ''}
        </p>
      )}
      {c.lastError && <p className="text-sm text-destructive">{c.lastError}</p>}
      {children(c)}
      <ConfirmDialog
        open={confirm}
        onOpenChange={setConfirm}
        destructive
        title={`Disable ${name}?`}
        description={`Workflows that use ${name} stop sending until it is connected again.`}
        confirmLabel="Disable"
        onConfirm={() => disconnect.mutate()}
      />
    </div>
  );
}
