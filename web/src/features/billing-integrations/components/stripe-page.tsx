import type { StripeConnectionDto } from '@contracts/billing';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { ConnectionPage, statusState, WebhookUrlCard } from '@web/components/integrations/connection-page';
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
  const disconnect = useDisconnectStripe();
  return (
    <ConnectionPage
      query={useStripeConnection()}
      title="Stripe"
      description="Customers are matched to accounts by e-mail domain or a contact's e-mail; plan and MRR show on accounts and work in segments and routing rules."
      provider="stripe"
      state={statusState(STATUS)}
      disable={{
        title: 'Disable Stripe?',
        description: 'Plan and MRR are removed from every account, and segments and rules that use them stop matching.',
        onConfirm: () => disconnect.mutate(),
      }}
    >
      {(c) => (
        <>
          {c.lastError && <p className="text-sm text-destructive">{c.lastError}</p>}
          <WebhookUrlCard
            title="Webhook endpoint"
            hint="Send customer.created, customer.updated, customer.deleted and customer.subscription.* events here."
            url={c.webhookUrl}
            testId="stripe-webhook-url"
          />
          {c.status === 'connected' ? <SyncCard c={c} /> : <StripeConnectForm />}
        </>
      )}
    </ConnectionPage>
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
