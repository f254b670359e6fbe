import { Link } from 'react-router';
import { Activity, Bell, CalendarDays, CheckSquare, GitBranch, StickyNote, type LucideIcon } from 'lucide-react';
import { ACTIVITY_KIND_LABELS, type ActivityItemDto, type ActivityKind } from '@contracts/activity';
import { Button } from '@web/components/ui/button';
import { TitledCard } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { instantIn, useViewerZone } from '@web/lib/viewer-time';
import { useActivity } from '../api/activity';

const ICONS: Record<ActivityKind, LucideIcon> = {
  meeting: CalendarDays,
  routing_session: GitBranch,
  signal: Bell,
  note: StickyNote,
  task: CheckSquare,
  usage_event: Activity,
};

// A meeting's, session's or task's state reads as words ("not_booked" shows as "not booked"); a note's text stays as written.
const detailOf = (item: ActivityItemDto) => (item.kind === 'note' ? item.detail : item.detail.replace(/_/g, ' '));

function Entry({ item, zone }: { item: ActivityItemDto; zone: string }) {
  const Icon = ICONS[item.kind];
  return (
    <li className="flex gap-3 py-3">
      <span className="mt-0.5 flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-muted" aria-hidden>
        <Icon className="h-3.5 w-3.5" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
          <span className="text-xs font-medium uppercase tracking-wide text-muted-foreground">{ACTIVITY_KIND_LABELS[item.kind]}</span>
          {item.link ? (
            <Link to={item.link} className="font-medium hover:underline">
              {item.title}
            </Link>
          ) : (
            <span className="font-medium">{item.title}</span>
          )}
        </p>
        {item.detail && <p className="line-clamp-2 break-words text-sm text-muted-foreground">{detailOf(item)}</p>}
      </div>
      <time dateTime={item.at} className="shrink-0 text-xs text-muted-foreground">
        {instantIn(item.at, zone)}
      </time>
    </li>
  );
}

/** "Activity": meetings, routing sessions, signals, notes and tasks of a CRM account or contact, newest first. */
export function ActivityStream({ type, id }: { type: 'account' | 'contact'; id: string }) {
  const zone = useViewerZone();
  const q = useActivity(type, id);
  const items = q.data?.pages.flatMap((p) => p.data) ?? [];
  return (
    <TitledCard title="Activity">
      {q.isPending ? (
        <Skeleton className="h-16" aria-label="Loading activity" />
      ) : q.isError && !items.length ? (
        <p role="alert" className="text-sm text-destructive">
          We couldn&apos;t load the activity.
        </p>
      ) : items.length === 0 ? (
        <p className="text-sm text-muted-foreground">No activity yet.</p>
      ) : (
        <>
          <ol className="divide-y" aria-label="Activity">
            {items.map((item) => (
              <Entry key={`${item.kind}:${item.id}`} item={item} zone={zone} />
            ))}
          </ol>
          {q.hasNextPage && (
            <Button variant="outline" size="sm" className="mt-3" onClick={() => void q.fetchNextPage()} disabled={q.isFetchingNextPage}>
              {q.isFetchingNextPage ? 'Loading…' : 'Load more'}
            </Button>
          )}
        </>
      )}
    </TitledCard>
  );
}
