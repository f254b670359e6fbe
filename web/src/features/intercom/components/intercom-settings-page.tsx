import * as React from 'react';
import { Link, useSearchParams } from 'react-router';
import { INTERCOM_MESSAGES, type IntercomRouterDto } from '@contracts/intercom';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { PageHeader } from '@web/components/ui/page';
import { Skeleton } from '@web/components/ui/skeleton';
import {
  useConnectIntercom,
  useDeleteIntercomRouter,
  useDisconnectIntercom,
  useIntercomConnection,
  useIntercomRouters,
} from '../api/intercom';
import { IntercomAdmins } from './intercom-admins';
import { IntercomRouterForm } from './intercom-router-form';

/** /settings/integrations/intercom: the connection, its admins, and the Intercom routers with edit. */
export function IntercomSettingsPage() {
  const conn = useIntercomConnection();
  const connected = conn.data?.status === 'connected';
  const routers = useIntercomRouters(connected);
  const connect = useConnectIntercom();
  const disconnect = useDisconnectIntercom();
  const remove = useDeleteIntercomRouter();
  const [editing, setEditing] = React.useState<IntercomRouterDto | 'new' | null>(null);
  const [confirm, setConfirm] = React.useState(false);
  const [params] = useSearchParams();
  if (conn.isPending) return <Skeleton className="h-64" />;
  if (!conn.data) return null;
  const c = conn.data;
  return (
    <div className="grid max-w-3xl gap-6">
      <PageHeader
        title="Intercom"
        description="Route Intercom conversations to reps: assign, write a note with a booking link, tag."
        badge={
          <Badge variant={connected ? 'success' : 'secondary'}>
            {connected ? 'Connected' : c.status === 'not_connected' ? 'Not connected' : 'Reconnect'}
          </Badge>
        }
        actions={
          c.status !== 'not_connected' && (
            <Button variant="outline" onClick={() => setConfirm(true)}>
              Disconnect
            </Button>
          )
        }
      />
      {params.get('error') && <p className="text-sm text-destructive">{INTERCOM_MESSAGES.connectFailed}</p>}
      {!connected ? (
        <div className="flex gap-2">
          <Button loading={connect.isPending} onClick={() => connect.mutate('/settings/integrations/intercom')}>
            {c.status === 'not_connected' ? 'Connect Intercom' : 'Reconnect Intercom'}
          </Button>
          <Button variant="outline" asChild>
            <Link to="/integrations/intercom/onboarding">Guided setup</Link>
          </Button>
        </div>
      ) : (
        <>
          <p className="text-sm">
            Connected to <strong>{c.workspaceName}</strong>
          </p>
          <IntercomAdmins admins={c.admins} />
          <Card>
            <CardHeader className="flex-row items-center justify-between">
              <CardTitle>Intercom routers</CardTitle>
              <Button size="sm" onClick={() => setEditing('new')}>
                New router
              </Button>
            </CardHeader>
            <CardContent className="grid gap-3">
              {routers.data?.length === 0 && <p className="text-sm text-muted-foreground">No Intercom router yet.</p>}
              {routers.data?.map((r) => (
                <div key={r.id} className="flex items-center justify-between gap-2 rounded border p-3">
                  <div>
                    <p className="font-medium">{r.name}</p>
                    <p className="text-sm text-muted-foreground">
                      {r.trigger === 'conversation_started'
                        ? 'When a conversation starts'
                        : `When ${r.attributeName} is ${r.attributeValue}`}
                      {r.active ? '' : ' · inactive'}
                    </p>
                  </div>
                  <div className="flex gap-2">
                    <Button size="sm" variant="outline" onClick={() => setEditing(r)}>
                      Edit
                    </Button>
                    <Button
                      size="sm"
                      variant="outline"
                      loading={remove.isPending && remove.variables === r.id}
                      onClick={() => remove.mutate(r.id)}
                    >
                      Delete
                    </Button>
                  </div>
                </div>
              ))}
              {editing && (
                <IntercomRouterForm
                  key={editing === 'new' ? 'new' : editing.id}
                  router={editing === 'new' ? undefined : editing}
                  onSaved={() => setEditing(null)}
                />
              )}
            </CardContent>
          </Card>
        </>
      )}
      <ConfirmDialog
        open={confirm}
        onOpenChange={setConfirm}
        destructive
        title="Disconnect Intercom?"
        description="Intercom routers stop routing conversations until Intercom is connected again."
        confirmLabel="Disconnect"
        onConfirm={() => disconnect.mutate()}
      />
    </div>
  );
}
