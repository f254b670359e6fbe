import * as React from 'react';
import type { StripeConnectionDto } from '@contracts/billing';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { CopyButton } from '@web/components/ui/copy-button';
import { PageHeader } from '@web/components/ui/page';
import { Skeleton } from '@web/components/ui/skeleton';
import { StandInNote } from '@web/components/integrations/stand-in-note';
import { instantIn, useViewerZone } from '@web/lib/viewer-time';
import { useStripeConnection } from '../api/stripe-connection';
import { useDisconnectStripe } from '../api/disconnect-stripe';
import { useSyncStripe } from '../api/sync-stripe';
import { StripeConnectForm } from './stripe-connect-form';

const STATUS: Record<StripeConnectionDto['status'], string> = {
  not_connected: 'Not connected',
  connected: 'Connected',
  expired: 'Key refused - connect again',
  failed: 'Failed - connect again',
};

/** /settings/integrations/stripe: connect with a restricted key; each account gets its plan and MRR from Stripe. */
export function StripePage() {
  const conn = useStripeConnection();
  const disconnect = useDisconnectStripe();
  const [confirm, setConfirm] = React.useState(false);
  if (conn.isPending) return <Skeleton className="h-64" />;
  if (!conn.data) return null;
  const c = conn.data;
  return (
    <div className="grid max-w-2xl gap-6">
      <PageHeader
        title="Stripe"
        description="Customers are matched to accounts by e-mail domain or a contact's e-mail; plan and MRR show on accounts and work in segments and routing rules."
        badge={
          <span className="flex gap-1">
            <Badge variant={c.status === 'connected' ? 'success' : c.status === 'not_connected' ? 'secondary' : 'warning'}>
              {STATUS[c.status]}
            </Badge>
            {c.status !== 'not_connected' && <StandInNote provider="stripe" />}
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
      {c.lastError && <p className="text-sm text-destructive">{c.lastError}</p>}
      <Card>
        <CardHeader>
          <CardTitle>Webhook endpoint</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-2 text-sm">
          <p className="text-muted-foreground">
            Send customer.created, customer.updated, customer.deleted and customer.subscription.* events here.
          </p>
          <div className="flex items-center gap-2">
            <code className="break-all rounded bg-muted px-2 py-1" data-testid="stripe-webhook-url">
              {c.webhookUrl}
            </code>
            <CopyButton value={c.webhookUrl} label="Copy URL" size="sm" variant="outline" />
          </div>
        </CardContent>
      </Card>
      {c.status === 'connected' ? <SyncCard c={c} /> : <StripeConnectForm />}
      <ConfirmDialog
        open={confirm}
        onOpenChange={setConfirm}
        destructive
        title="Disable Stripe?"
        description="Plan and MRR are removed from every account, and segments and rules that use them stop matching."
        confirmLabel="Disable"
        onConfirm={() => disconnect.mutate()}
      />
    </div>
  );
}

function SyncCard({ c }: { c: StripeConnectionDto }) {
  const sync = useSyncStripe();
  const zone = useViewerZone();
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between">
        <CardTitle>Sync</CardTitle>
        <Button size="sm" variant="outline" loading={c.syncing || sync.isPending} onClick={() => sync.mutate()}>
          Sync now
        </Button>
      </CardHeader>
      <CardContent className="grid gap-1 text-sm">
        <p>
          Connected to <strong>{c.accountName}</strong>
        </p>
        {c.syncing ? (
          <p role="status">Reading customers and subscriptions…</p>
        ) : c.lastSync ? (
          <p role="status">
            Last sync {instantIn(c.lastSync.finishedAt, zone, false)}: {c.lastSync.customers} customers, {c.lastSync.matched} matched to
            accounts.
          </p>
        ) : null}
        <p className="text-muted-foreground">MRR counts active and past-due subscriptions; discounts and taxes are not subtracted.</p>
      </CardContent>
    </Card>
  );
}
