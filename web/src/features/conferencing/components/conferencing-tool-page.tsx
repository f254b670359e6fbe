import * as React from 'react';
import { Link, useSearchParams } from 'react-router';
import toast from 'react-hot-toast';
import { ArrowLeft } from 'lucide-react';
import { CONFERENCING_MESSAGES, conferencingToolBySlug, type ConferencingToolDto } from '@contracts/conferencing';
import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { ConfirmDeleteDialog } from '@web/components/ui/confirm-delete-dialog';
import { PageHeader } from '@web/components/ui/page';
import { ListError } from '@web/components/ui/query-states';
import { Skeleton } from '@web/components/ui/skeleton';
import { useConferencingTool, type ToolSlug } from '../api/get-conferencing-tool';
import { useStartZoom } from '../api/start-zoom';
import { useConnectTeams } from '../api/connect-teams';
import { useDisableTool } from '../api/disable-tool';
import { ConferenceLinkForm } from './conference-link-form';
import { DailyKeyForm } from './daily-key-form';
import { ToolStatusBadge } from './status-badge';

/** Reads ?connected / ?error left by the OAuth callback once, then drops them from the address. */
function useCallbackOutcome(name: string) {
  const [params, setParams] = useSearchParams();
  React.useEffect(() => {
    const error = params.get('error');
    if (params.get('connected')) toast.success(`${name} connected`);
    if (error) toast.error(error, { duration: 8000 });
    if (params.get('connected') || error) setParams({}, { replace: true });
  }, [params, setParams, name]);
}

/** The member's expired-integration toast for this tool (spec section 6), once per browser session. */
function useExpiredToast(tool: ConferencingToolDto | undefined) {
  React.useEffect(() => {
    if (tool?.status !== 'expired' || !tool.integrationId) return;
    const key = `rw-expired-toast:${tool.integrationId}`;
    if (sessionStorage.getItem(key)) return;
    sessionStorage.setItem(key, '1');
    toast.error(CONFERENCING_MESSAGES.expired(tool.name), { id: key, duration: 8000 });
  }, [tool]);
}

function ZoomConnect({ tool }: { tool: ConferencingToolDto }) {
  const start = useStartZoom();
  if (!tool.available) return <p className="text-sm text-muted-foreground">{CONFERENCING_MESSAGES.notConfigured('Zoom')}</p>;
  const label = tool.status === 'expired' ? 'Reauthorize Zoom' : tool.status ? 'Reconnect Zoom' : 'Connect Zoom';
  return (
    <Button onClick={() => start.mutate()} loading={start.isPending} variant={tool.status === 'connected' ? 'outline' : 'default'}>
      {label}
    </Button>
  );
}

function TeamsConnect({ tool }: { tool: ConferencingToolDto }) {
  const connect = useConnectTeams();
  if (!tool.calendarConnected) {
    return (
      <p className="text-sm text-muted-foreground">
        {CONFERENCING_MESSAGES.calendarFirst('Microsoft 365')}{' '}
        <Link to="/profile/integrations/microsoft-calendar" className="font-medium text-primary hover:underline">
          Connect Microsoft Outlook calendar
        </Link>
      </p>
    );
  }
  if (tool.status === 'connected') return null;
  return (
    <Button onClick={() => connect.mutate()} loading={connect.isPending}>
      Use Teams meetings
    </Button>
  );
}

function ToolBody({ slug, tool }: { slug: ToolSlug; tool: ConferencingToolDto }) {
  if (slug === 'conference-link') return <ConferenceLinkForm current={tool.url} />;
  if (slug === 'daily') return <DailyKeyForm connected={tool.status === 'connected'} />;
  // Wrapped, so the button keeps its own width inside the card's grid.
  return <div>{slug === 'zoom' ? <ZoomConnect tool={tool} /> : <TeamsConnect tool={tool} />}</div>;
}

/** /profile/integrations/{zoom|daily|microsoft-teams|conference-link}: connect, state, disable. */
export function ConferencingToolPage({ slug }: { slug: ToolSlug }) {
  const meta = conferencingToolBySlug(slug)!;
  const query = useConferencingTool(slug);
  const disable = useDisableTool();
  const [disabling, setDisabling] = React.useState(false);
  useCallbackOutcome(meta.name);
  useExpiredToast(query.data);
  const tool = query.data;

  return (
    <div>
      <Link to="/profile/integrations" className="mb-3 inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground">
        <ArrowLeft className="h-4 w-4" aria-hidden /> Integrations
      </Link>
      <PageHeader
        title={meta.name}
        description={meta.description}
        leading={
          <span aria-hidden className="flex h-10 w-10 shrink-0 items-center justify-center rounded-lg text-sm font-semibold text-white" style={{ background: meta.logo.color }}>
            {meta.logo.mark}
          </span>
        }
      />
      {query.isError ? (
        <ListError what={meta.name} error={query.error} retry={() => void query.refetch()} />
      ) : !tool ? (
        <Skeleton className="h-40" aria-label={`Loading ${meta.name}`} />
      ) : (
        <Card>
          <CardContent className="grid gap-5 p-5">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <div className="grid gap-1">
                <div className="flex items-center gap-2">
                  <h2 className="font-medium">Status</h2>
                  <ToolStatusBadge status={tool.status} />
                </div>
                {tool.accountName && <p className="text-sm text-muted-foreground">{slug === 'conference-link' ? tool.url : `Connected as ${tool.accountName}`}</p>}
              </div>
              {tool.integrationId && (
                <Button variant="outline" onClick={() => setDisabling(true)}>
                  Disable
                </Button>
              )}
            </div>
            {tool.lastError && tool.status !== 'connected' && (
              <p role="alert" className="rounded-md border border-destructive/30 bg-red-50 p-3 text-sm text-red-800">
                {tool.lastError}
              </p>
            )}
            <ToolBody slug={slug} tool={tool} />
          </CardContent>
        </Card>
      )}
      <ConfirmDeleteDialog
        open={disabling}
        onOpenChange={setDisabling}
        kind={meta.name}
        name={meta.name}
        confirmWord={CONFERENCING_MESSAGES.disableConfirm(meta.name)}
        actionLabel="Disable"
        pending={disable.isPending}
        onConfirm={() => disable.mutate({ slug, name: meta.name, confirmation: CONFERENCING_MESSAGES.disableConfirm(meta.name) }, { onSuccess: () => setDisabling(false) })}
      />
    </div>
  );
}
