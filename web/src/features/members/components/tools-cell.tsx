import { CalendarDays, Video } from 'lucide-react';
import type { MemberConnectionsDto } from '@contracts/conferencing';
import { INTEGRATION_STATUS_LABELS } from '@contracts/integrations';
import { Badge } from '@web/components/ui/badge';

const CALENDAR_NAMES: Record<string, string> = {
  google_calendar: 'Google Calendar',
  microsoft_calendar: 'Microsoft Calendar',
  caldav: 'CalDAV',
};

function Tool({
  icon,
  kind,
  name,
  status,
}: {
  icon: React.ReactNode;
  kind: string;
  name: string | null;
  status: keyof typeof INTEGRATION_STATUS_LABELS | null;
}) {
  const ok = status === 'connected';
  const label = !name ? `No ${kind}` : ok ? name : `${name}: ${INTEGRATION_STATUS_LABELS[status!]}`;
  return (
    <Badge variant={!name ? 'outline' : ok ? 'success' : 'destructive'} className="gap-1 whitespace-nowrap">
      {icon}
      <span className="sr-only">{kind}: </span>
      {label}
    </Badge>
  );
}

/** A member's calendar and video tool at a glance, for admins (spec section 4: reconnect after reactivation). */
export function ToolsCell({ tools }: { tools: MemberConnectionsDto | undefined }) {
  if (!tools) return <span className="text-muted-foreground">-</span>;
  return (
    <div className="flex flex-wrap gap-1">
      <Tool
        icon={<CalendarDays className="h-3 w-3" aria-hidden />}
        kind="calendar"
        name={tools.calendar ? (CALENDAR_NAMES[tools.calendar.provider] ?? tools.calendar.provider) : null}
        status={tools.calendar?.status ?? null}
      />
      <Tool
        icon={<Video className="h-3 w-3" aria-hidden />}
        kind="video tool"
        name={tools.video?.name ?? null}
        status={tools.video?.status ?? null}
      />
    </div>
  );
}
