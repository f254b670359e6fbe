import { Link } from 'react-router';
import { CALENDAR_TOOLS } from '@contracts/calendars';
import { CONFERENCING_PAGE_TOOLS } from '@contracts/conferencing';
import type { CalendarVendorId } from '@contracts/vendors';
import type { IntegrationStatus } from '@contracts/integrations';
import { Card, CardContent } from '@web/components/ui/card';
import { PageHeader } from '@web/components/ui/page';
import { ListError } from '@web/components/ui/query-states';
import { SkeletonList } from '@web/components/ui/skeleton';
import { IntegrationStatusBadge } from '@web/components/integrations/integration-status-badge';
import { StandInNote } from '@web/components/integrations/stand-in-note';
import { useMyIntegrations } from '../api/list-integrations';
import { MyLocationGapsNotice } from './my-location-gaps-notice';
import { actionFor } from './tool-action';
import { useExpiredToast } from './use-expired-toast';

type Tool = { key: string; slug: string; name: string; description: string; mark: string; color: string; providers: string[] };

const CALENDAR_CARDS: Record<CalendarVendorId, Pick<Tool, 'description' | 'mark' | 'color'>> = {
  google_calendar: {
    description:
      'Your Google calendars decide when you are busy; bookings are added to the one you choose, with a Google Meet link when the meeting type uses it.',
    mark: 'G',
    color: '#4285F4',
  },
  microsoft_calendar: {
    description: 'Outlook and Microsoft 365 calendars through Microsoft Graph, with Teams meetings on the events.',
    mark: 'M',
    color: '#0078D4',
  },
  caldav: { description: 'Apple iCloud, Fastmail, Nextcloud and any CalDAV server, with an app password.', mark: 'C', color: '#6B7280' },
};
const CALENDARS: Tool[] = CALENDAR_TOOLS.map((t) => ({
  key: t.provider,
  slug: t.slug,
  name: t.name,
  ...CALENDAR_CARDS[t.provider],
  providers: [t.provider],
}));
// Google Meet rides on Google Calendar: its card is the calendar's.
const VIDEO: Tool[] = CONFERENCING_PAGE_TOOLS.map((t) => ({
  key: t.provider,
  slug: t.slug,
  name: t.name,
  description: t.description,
  mark: t.logo.mark,
  color: t.logo.color,
  providers: [t.provider],
}));

const worst: IntegrationStatus[] = ['expired', 'requires_reconnection', 'failed', 'partially_connected', 'connecting', 'connected'];

function ToolCard({ tool, status, accounts }: { tool: Tool; status: IntegrationStatus | null; accounts: string[] }) {
  return (
    <Card>
      <CardContent className="flex h-full flex-col gap-3 p-5">
        <div className="flex items-start gap-3">
          <span
            aria-hidden
            className="flex h-10 w-10 shrink-0 items-center justify-center rounded-md text-sm font-semibold text-white"
            style={{ backgroundColor: tool.color }}
          >
            {tool.mark}
          </span>
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-center gap-2">
              <h3 className="font-medium">{tool.name}</h3>
              <IntegrationStatusBadge status={status} />
              {status && <StandInNote provider={tool.providers[0]} />}
            </div>
            {accounts.length > 0 && <p className="mt-0.5 truncate text-xs text-muted-foreground">{accounts.join(', ')}</p>}
          </div>
        </div>
        <p className="flex-1 text-sm text-muted-foreground">{tool.description}</p>
        <div>
          <Link
            to={`/profile/integrations/${tool.slug}`}
            className="text-sm font-medium text-primary hover:underline"
            aria-label={`${actionFor(status)} ${tool.name}`}
          >
            {actionFor(status)}
          </Link>
        </div>
      </CardContent>
    </Card>
  );
}

/** /profile/integrations: the member's calendars and video tools with their states (spec sections 2 and 4). */
export function IntegrationsPage() {
  const list = useMyIntegrations();
  useExpiredToast(list.data);
  const section = (title: string, description: string, tools: Tool[]) => (
    <section className="mb-8" aria-labelledby={`${title}-heading`}>
      <h2 id={`${title}-heading`} className="text-lg font-semibold">
        {title}
      </h2>
      <p className="mb-3 text-sm text-muted-foreground">{description}</p>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {tools.map((tool) => {
          const rows = (list.data ?? []).filter((i) => tool.providers.includes(i.provider));
          const status = rows.length ? (worst.find((s) => rows.some((r) => r.status === s)) ?? null) : null;
          return <ToolCard key={tool.key} tool={tool} status={status} accounts={rows.map((r) => r.externalAccountName).filter(Boolean)} />;
        })}
      </div>
    </section>
  );
  return (
    <div>
      <PageHeader
        title="Integrations"
        description="Connect your calendars so prospects only see times you are free, and a video tool so every meeting gets a join link."
      />
      <MyLocationGapsNotice />
      {list.isError ? (
        <ListError what="integrations" error={list.error} retry={() => void list.refetch()} />
      ) : list.isPending ? (
        <SkeletonList label="Loading integrations" count={3} item="h-40" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" />
      ) : (
        <>
          {section('Calendars', 'Checked calendars block your slots; bookings are written to the calendar you choose.', CALENDARS)}
          {section('Video conferencing', 'The meeting type decides which tool a meeting uses; connect the ones your team picked.', VIDEO)}
        </>
      )}
    </div>
  );
}
