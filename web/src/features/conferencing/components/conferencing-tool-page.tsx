import * as React from 'react';
import { Link } from 'react-router';
import toast from 'react-hot-toast';
import { CONFERENCING_MESSAGES, conferencingToolBySlug, type ConferencingToolDto } from '@contracts/conferencing';
import { Button } from '@web/components/ui/button';
import { IntegrationToolShell } from '@web/components/integrations/integration-tool-shell';
import { useConferencingTool, type ToolSlug } from '../api/get-conferencing-tool';
import { useStartZoom } from '../api/start-zoom';
import { useConnectTeams } from '../api/connect-teams';
import { useDisableTool } from '../api/disable-tool';
import { ConferenceLinkForm } from './conference-link-form';
import { DailyKeyForm } from './daily-key-form';
import { useCallbackOutcome } from '@web/components/integrations/use-callback-outcome';

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
  useCallbackOutcome(meta.name);
  useExpiredToast(query.data);
  const tool = query.data;
  const confirmation = CONFERENCING_MESSAGES.disableConfirm(meta.name);

  return (
    <IntegrationToolShell
      back="/profile/integrations"
      name={meta.name}
      description={meta.description}
      logo={{ mark: meta.logo.mark, color: meta.logo.color }}
      query={query}
      status={tool?.status ?? null}
      provider={meta.provider}
      account={tool?.accountName && (slug === 'conference-link' ? tool.url : `Connected as ${tool.accountName}`)}
      problem={tool?.lastError}
      canDisable={!!tool?.integrationId}
      disableConfirm={confirmation}
      disablePending={disable.isPending}
      onDisable={(close) => disable.mutate({ slug, name: meta.name, confirmation }, { onSuccess: close })}
    >
      {tool && <ToolBody slug={slug} tool={tool} />}
    </IntegrationToolShell>
  );
}
