import { Link } from 'react-router';
import { formatInTimeZone } from 'date-fns-tz';
import { AlertTriangle, CalendarX2, CheckCircle2, ExternalLink } from 'lucide-react';
import type { MeetingSummaryDto } from '@contracts/meetings';
import { ROUTER_ATTENTION_LABELS, type DashboardLinkDto, type FunnelDto, type RouterAttentionDto } from '@contracts/dashboard';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { CopyButton } from '@web/components/ui/copy-button';

/** A titled card of the dashboard; `id` names its heading so the section is a labelled region. */
export function DashboardCard({
  id,
  title,
  description,
  action,
  children,
  className,
}: {
  id: string;
  title: string;
  description?: string;
  action?: React.ReactNode;
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <Card className={className}>
      <section aria-labelledby={id}>
        <CardHeader className="flex-row items-start justify-between gap-2 space-y-0">
          <div className="grid gap-1">
            <CardTitle id={id} className="text-base">
              {title}
            </CardTitle>
            {description && <CardDescription>{description}</CardDescription>}
          </div>
          {action}
        </CardHeader>
        <CardContent>{children}</CardContent>
      </section>
    </Card>
  );
}

function Quiet({ icon, children }: { icon: React.ReactNode; children: React.ReactNode }) {
  return (
    <p className="flex items-center gap-2 rounded-md border border-dashed px-3 py-4 text-sm text-muted-foreground">
      {icon}
      {children}
    </p>
  );
}

/** Meetings as time + title rows linking to their details; `dated` adds the day for meetings beyond today. */
export function MeetingRows({
  meetings,
  zone,
  dated,
  empty,
}: {
  meetings: MeetingSummaryDto[];
  zone: string;
  dated?: boolean;
  empty: string;
}) {
  if (!meetings.length) return <Quiet icon={<CalendarX2 className="h-4 w-4" aria-hidden />}>{empty}</Quiet>;
  return (
    <ul className="divide-y">
      {meetings.map((m) => (
        <li key={m.id}>
          <Link to={`/meetings/${m.id}/details`} className="flex items-center gap-3 rounded-md px-1 py-2.5 hover:bg-muted">
            <span className="w-24 shrink-0 text-sm tabular-nums">
              {dated && <span className="block text-xs text-muted-foreground">{formatInTimeZone(m.start, zone, 'EEE d MMM')}</span>}
              <span className="block font-medium">{formatInTimeZone(m.start, zone, 'p')}</span>
            </span>
            <span className="min-w-0 flex-1">
              <span className="block truncate text-sm">{m.title}</span>
              <span className="block truncate text-xs text-muted-foreground">
                {m.prospectName || m.prospectEmail} · {m.hostName}
              </span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function RouterAttentionList({ routers }: { routers: RouterAttentionDto[] }) {
  if (!routers.length)
    return (
      <Quiet icon={<CheckCircle2 className="h-4 w-4 text-green-600" aria-hidden />}>
        Every router is installed and receiving submissions.
      </Quiet>
    );
  return (
    <ul className="divide-y">
      {routers.map((r) => (
        <li key={r.id} className="flex items-start gap-2 py-2.5">
          <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0 text-amber-600" aria-hidden />
          <div className="grid min-w-0 flex-1 gap-1.5">
            <Link
              to={r.reasons.includes('awaiting_installation') ? `/routers/${r.id}/installation-widget` : `/routers/${r.id}`}
              className="truncate text-sm font-medium hover:underline"
            >
              {r.name}
            </Link>
            <div className="flex flex-wrap gap-1.5">
              {r.reasons.map((reason) => (
                <Badge key={reason} variant="warning">
                  {ROUTER_ATTENTION_LABELS[reason]}
                </Badge>
              ))}
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}

const FUNNEL_STEPS: { key: keyof Omit<FunnelDto, 'since'>; label: string; view: string }[] = [
  { key: 'submitted', label: 'Submitted', view: 'all-prospects' },
  { key: 'qualified', label: 'Qualified', view: 'all-prospects' },
  { key: 'disqualified', label: 'Disqualified', view: 'prospects-that-are-disqualified' },
  { key: 'booked', label: 'Booked', view: 'prospects-that-booked' },
  { key: 'notBooked', label: 'Not booked', view: 'prospects-that-did-not-book' },
];

/** The 7-day funnel as five figures, each opening the matching routing-log view. */
export function FunnelFigures({ funnel }: { funnel: FunnelDto }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5">
      {FUNNEL_STEPS.map((s) => (
        <Link key={s.key} to={`/routing-logs/views/${s.view}`} className="rounded-md border p-3 hover:bg-muted">
          <dt className="text-xs text-muted-foreground">{s.label}</dt>
          <dd className="mt-1 text-2xl font-semibold tabular-nums" data-testid={`funnel-${s.key}`}>
            {funnel[s.key]}
          </dd>
        </Link>
      ))}
    </dl>
  );
}

export function LinkRows({ links }: { links: DashboardLinkDto[] }) {
  if (!links.length) {
    return (
      <div className="grid justify-items-start gap-3">
        <p className="text-sm text-muted-foreground">You have no meeting links yet.</p>
        <Button asChild size="sm" variant="outline">
          <Link to="/meeting-links">Go to meeting links</Link>
        </Button>
      </div>
    );
  }
  return (
    <ul className="divide-y">
      {links.map((l) => (
        <li key={l.id} className="flex items-center gap-2 py-2.5">
          <span className="min-w-0 flex-1">
            <span className="block truncate text-sm font-medium">{l.name}</span>
            <span className="block truncate text-xs text-muted-foreground">{l.meetingTypeName}</span>
          </span>
          <CopyButton value={l.url} label={`Copy link ${l.name}`} size="sm" variant="outline" />
          <Button asChild size="sm" variant="ghost" aria-label={`Open booking page ${l.name}`}>
            <a href={l.url} target="_blank" rel="noreferrer">
              <ExternalLink />
            </a>
          </Button>
        </li>
      ))}
    </ul>
  );
}
