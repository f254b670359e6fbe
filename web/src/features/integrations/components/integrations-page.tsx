import { Link } from 'react-router';
import { AlertTriangle } from 'lucide-react';
import { INTEGRATION_GROUP_LABELS, INTEGRATION_GROUPS, ENTERPRISE_GATES, type CatalogItemDto } from '@contracts/integration-catalog';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { PageHeader } from '@web/components/ui/page';
import { ListError } from '@web/components/ui/query-states';
import { Skeleton } from '@web/components/ui/skeleton';
import { IntegrationStatusBadge } from '@web/components/integrations/integration-status-badge';
import { StandInNote } from '@web/components/integrations/stand-in-note';
import { useIntegrations } from '../api/get-integrations';

function ToolCard({ item, plan }: { item: CatalogItemDto; plan: 'standard' | 'enterprise' }) {
  const gated = item.enterprise && plan !== 'enterprise';
  const body = (
    <Card className="flex h-full flex-col gap-3 p-4 transition-colors hover:border-primary/50">
      <div className="flex items-start justify-between gap-2">
        <div className="flex min-w-0 items-center gap-3">
          <span
            aria-hidden
            className="flex size-9 shrink-0 items-center justify-center rounded-md bg-primary/10 text-sm font-semibold text-primary"
          >
            {item.name.slice(0, 1)}
          </span>
          <h3 className="truncate font-medium">{item.name}</h3>
        </div>
        <div className="flex flex-wrap justify-end gap-1">
          {item.inUse && <Badge>CRM in use</Badge>}
          {item.enterprise && <Badge variant="outline">Enterprise</Badge>}
        </div>
      </div>
      <p className="flex-1 text-sm text-muted-foreground">{item.description}</p>
      <div className="flex items-center justify-between gap-2">
        {item.available ? (
          <IntegrationStatusBadge status={item.connection?.status ?? null} />
        ) : (
          <Badge variant="secondary">Not available yet</Badge>
        )}
        {item.connection?.externalAccountName && (
          <span className="truncate text-xs text-muted-foreground">{item.connection.externalAccountName}</span>
        )}
      </div>
      {item.connection && <StandInNote provider={item.provider} className="self-start" />}
      {gated && <p className="text-xs text-muted-foreground">{ENTERPRISE_GATES.sms}</p>}
    </Card>
  );
  return item.available ? (
    <Link
      to={item.detailPath}
      className="block rounded-lg focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      aria-label={`${item.name} integration`}
    >
      {body}
    </Link>
  ) : (
    body
  );
}

/** /settings/integrations: every organization-level tool, grouped CRM, Communication and Other tools (spec section 2). */
export function IntegrationsSettingsPage() {
  const q = useIntegrations();
  const reconnect = q.data?.items.find(
    (i) => i.group === 'crm' && (i.connection?.status === 'expired' || i.connection?.status === 'requires_reconnection'),
  );
  return (
    <div className="grid gap-8">
      <PageHeader title="Integrations" description="Connect the CRM your sales team works in, and the tools that notify and measure." />
      {q.isPending && <Skeleton className="h-64" />}
      {q.isError && <ListError what="integrations" error={q.error} retry={() => void q.refetch()} />}
      {reconnect && (
        <div
          role="alert"
          className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-red-200 bg-red-50 p-4 text-sm"
        >
          <span className="flex items-center gap-2">
            <AlertTriangle className="size-4 text-red-600" aria-hidden />
            CRM integration isn't working: the {reconnect.name} authorization expired.
          </span>
          <Button asChild size="sm">
            <Link to={reconnect.detailPath}>Reconnect</Link>
          </Button>
        </div>
      )}
      {q.data &&
        INTEGRATION_GROUPS.map((group) => {
          const items = q.data.items.filter((i) => i.group === group);
          return (
            <section key={group} aria-labelledby={`group-${group}`} className="grid gap-3">
              <h2 id={`group-${group}`} className="text-lg font-semibold">
                {INTEGRATION_GROUP_LABELS[group]}
              </h2>
              <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
                {items.map((item) => (
                  <ToolCard key={item.provider} item={item} plan={q.data.plan} />
                ))}
              </div>
            </section>
          );
        })}
    </div>
  );
}
