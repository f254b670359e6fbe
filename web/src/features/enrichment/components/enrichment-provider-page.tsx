import * as React from 'react';
import { Link } from 'react-router';
import toast from 'react-hot-toast';
import { ArrowLeft } from 'lucide-react';
import { ENRICHMENT_DATA_FIELDS, ENRICHMENT_PROVIDER_INFO, type EnrichmentProvider } from '@contracts/enrichment';
import { INTEGRATION_STATUS_LABELS, disableConfirmation, type IntegrationStatus } from '@contracts/integrations';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { ConfirmDeleteDialog } from '@web/components/ui/confirm-delete-dialog';
import { PageHeader } from '@web/components/ui/page';
import { ListError } from '@web/components/ui/query-states';
import { Skeleton } from '@web/components/ui/skeleton';
import { useEnrichmentProvider } from '../api/get-enrichment-provider';
import { useDisconnectEnrichmentProvider } from '../api/disconnect-enrichment-provider';
import { CredentialsForm } from './credentials-form';

const STATUS_VARIANT: Record<IntegrationStatus, 'success' | 'warning' | 'destructive' | 'secondary'> = {
  connected: 'success',
  partially_connected: 'warning',
  expired: 'destructive',
  requires_reconnection: 'destructive',
  connecting: 'secondary',
  failed: 'destructive',
};

const COMPANY_FIELDS = ['industry', 'employees', 'employee_range', 'annual_revenue', 'revenue_range', 'country', 'region', 'city'] as const;

/** What routing can do with this provider, in the words the rule and list editors use. */
function Uses({ provider }: { provider: EnrichmentProvider }) {
  const email = ENRICHMENT_PROVIDER_INFO[provider].capabilities.includes('email');
  const fields = email ? (['email_status'] as const) : COMPANY_FIELDS;
  return (
    <div className="grid gap-2">
      <h2 className="font-medium">Used by routing</h2>
      <p className="text-sm text-muted-foreground">
        {email
          ? "Each prospect's address is checked when they submit a form. Conditions can read its status (valid, invalid, catch-all, unknown, spamtrap, abuse, do_not_mail)."
          : "Each prospect's company is looked up by the e-mail domain when they submit a form, only for routers whose rules read enrichment. Answers are kept for 30 days. Conditions and lists can read:"}
      </p>
      <ul className="flex flex-wrap gap-1.5" aria-label="Enrichment fields">
        {fields.map((f) => (
          <li key={f}>
            <Badge variant="outline">{ENRICHMENT_DATA_FIELDS[f]}</Badge>
          </li>
        ))}
      </ul>
      {!email && <p className="text-sm text-muted-foreground">When it has nothing for a company, or does not answer in time, your CRM accounts answer instead and the routing log says so.</p>}
    </div>
  );
}

/** /settings/integrations/{apollo|clearbit|crust_data|zerobounce|zoominfo|ocean}: connect, state, disable. */
export function EnrichmentProviderPage({ provider }: { provider: EnrichmentProvider }) {
  const info = ENRICHMENT_PROVIDER_INFO[provider];
  const query = useEnrichmentProvider(provider);
  const disconnect = useDisconnectEnrichmentProvider(provider);
  const [disabling, setDisabling] = React.useState(false);
  const data = query.data;
  const connection = data?.integration ?? null;
  const status = connection?.status as IntegrationStatus | undefined;

  return (
    <div>
      <Link to="/settings/integrations" className="mb-3 inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground">
        <ArrowLeft className="h-4 w-4" aria-hidden /> Integrations
      </Link>
      <PageHeader
        title={info.label}
        description={info.description}
        leading={
          <span aria-hidden className="flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-primary text-sm font-semibold text-primary-foreground">
            {info.label.slice(0, 2)}
          </span>
        }
      />
      {query.isError ? (
        <ListError what={info.label} error={query.error} retry={() => void query.refetch()} />
      ) : !data ? (
        <Skeleton className="h-48" aria-label={`Loading ${info.label}`} />
      ) : (
        <Card>
          <CardContent className="grid gap-6 p-5">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <div className="grid gap-1">
                <div className="flex items-center gap-2">
                  <h2 className="font-medium">Status</h2>
                  {status ? <Badge variant={STATUS_VARIANT[status]}>{INTEGRATION_STATUS_LABELS[status]}</Badge> : <Badge variant="outline">Not connected</Badge>}
                </div>
                {connection && <p className="text-sm text-muted-foreground">{connection.accountName}</p>}
              </div>
              {connection && (
                <Button variant="outline" onClick={() => setDisabling(true)}>
                  Disable
                </Button>
              )}
            </div>
            {connection?.lastError && status !== 'connected' && (
              <p role="alert" className="rounded-md border border-destructive/30 bg-red-50 p-3 text-sm text-red-800">
                {status === 'failed' ? `${info.label} refused the key when a prospect was looked up. Enter a new key to reconnect.` : connection.lastError}
              </p>
            )}
            <CredentialsForm provider={data} />
            <Uses provider={provider} />
          </CardContent>
        </Card>
      )}
      <ConfirmDeleteDialog
        open={disabling}
        onOpenChange={setDisabling}
        kind={info.label}
        name={info.label}
        confirmWord={disableConfirmation(info.label)}
        actionLabel="Disable"
        pending={disconnect.isPending}
        onConfirm={() =>
          disconnect.mutate(undefined, {
            onSuccess: () => {
              setDisabling(false);
              toast.success(`${info.label} disconnected`);
            },
            onError: (e) => toast.error(e.message),
          })
        }
      />
    </div>
  );
}
