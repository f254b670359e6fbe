import * as React from 'react';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { CopyButton } from '@web/components/ui/copy-button';
import { PageHeader } from '@web/components/ui/page';
import { Skeleton } from '@web/components/ui/skeleton';
import { StandInNote } from '@web/components/integrations/stand-in-note';
import { useMuxConnection } from '../api/mux-connection';
import { useDisconnectMux } from '../api/disconnect-mux';
import { MuxConnectForm } from './mux-connect-form';

/** /settings/integrations/mux: videos of the asset library upload to Mux and stream on booking pages. */
export function MuxPage() {
  const conn = useMuxConnection();
  const disconnect = useDisconnectMux();
  const [confirm, setConfirm] = React.useState(false);
  if (conn.isPending) return <Skeleton className="h-64" />;
  if (!conn.data) return null;
  const c = conn.data;
  const connected = c.status === 'connected';
  return (
    <div className="grid max-w-2xl gap-6">
      <PageHeader
        title="Mux"
        description="Videos added to the asset library upload straight to Mux, at any size, and booking pages stream them."
        badge={
          <span className="flex gap-1">
            <Badge variant={connected ? 'success' : 'secondary'}>{connected ? 'Connected' : 'Not connected'}</Badge>
            {connected && <StandInNote provider="mux" />}
          </span>
        }
        actions={
          connected && (
            <Button variant="outline" onClick={() => setConfirm(true)}>
              Disable
            </Button>
          )
        }
      />
      <Card>
        <CardHeader>
          <CardTitle>Webhook URL</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-2 text-sm">
          <p className="text-muted-foreground">Mux tells this URL when an uploaded video is ready to play or has failed.</p>
          <div className="flex items-center gap-2">
            <code className="break-all rounded bg-muted px-2 py-1" data-testid="mux-webhook-url">
              {c.webhookUrl}
            </code>
            <CopyButton value={c.webhookUrl} label="Copy URL" size="sm" variant="outline" />
          </div>
        </CardContent>
      </Card>
      {connected ? <p className="text-sm text-muted-foreground">New videos in the asset library upload to Mux.</p> : <MuxConnectForm />}
      <ConfirmDialog
        open={confirm}
        onOpenChange={setConfirm}
        destructive
        title="Disable Mux?"
        description="New videos upload to storage again, at most 5 MB. Videos already on Mux keep playing."
        confirmLabel="Disable"
        onConfirm={() => disconnect.mutate()}
      />
    </div>
  );
}
