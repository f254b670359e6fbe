import * as React from 'react';
import { Navigate, NavLink, useParams } from 'react-router';
import { useSearchParamsPatch } from '@web/lib/use-search-params-patch';
import { CalendarX2, ChevronLeft, ChevronRight } from 'lucide-react';
import { MEETING_STATUS_LABELS, MEETING_VIEWS, type MeetingStatus } from '@contracts/meetings';
import { Button } from '@web/components/ui/button';
import { EmptyState, NoResults, PageHeader } from '@web/components/ui/page';
import { SegmentedControl } from '@web/components/ui/segmented-control';
import { RowsSkeleton } from '@web/components/ui/skeleton';
import { browserTimezone } from '@web/components/ui/browser-timezone';
import { cn } from '@web/lib/utils';
import { useSession } from '@web/lib/session';
import { useMeetings } from '../api/list-meetings';
import { MeetingsTable } from './meetings-table';
import { SearchInput } from '@web/components/ui/search-input';
import { ListError } from '@web/components/ui/query-states';
import { BookMeetingButton } from '@web/components/scheduling/book-meeting-button';

const EMPTY: Record<MeetingStatus, string> = {
  scheduled: 'No upcoming meetings. Meetings booked through links, routers or on a prospect’s behalf show up here.',
  completed: 'Meetings marked Completed show up here.',
  cancelled: 'Cancelled meetings and their reasons show up here.',
  no_show: 'Meetings where the prospect did not show up are listed here.',
};

/** /meetings/views/:viewId: the meetings of one status, with tab counts, search and a mine/all toggle. */
export function MeetingsPage() {
  const { viewId } = useParams();
  const session = useSession();
  const [params, update] = useSearchParamsPatch();
  const role = session.data?.user.role;
  const canSeeAll = role === 'super_admin' || role === 'manager';
  const view = (MEETING_VIEWS as readonly string[]).includes(viewId ?? '') ? (viewId as MeetingStatus) : null;
  const q = params.get('q') ?? '';
  const mine = !canSeeAll || params.get('scope') === 'mine';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [text, setText] = React.useState(q);
  const list = useMeetings({ view: view ?? 'scheduled', q, mine, page });
  const timeZone = session.data?.user.timezone || browserTimezone();

  React.useEffect(() => {
    // The search lands in the URL after a pause; if the user has meanwhile opened a meeting, the late
    // write must not attach the query to that page's URL.
    const t = setTimeout(() => {
      if (window.location.pathname.startsWith('/meetings/views/') && text.trim() !== q) update({ q: text.trim() || null, page: null });
    }, 300);
    return () => clearTimeout(t);
  }, [text, q, update]);

  if (!view) return <Navigate to="/meetings/views/scheduled" replace />;
  const counts = list.data?.meta.counts;
  const rows = list.data?.data ?? [];
  const pageSize = list.data?.meta.pageSize ?? 50;
  const search = params.toString() ? `?${new URLSearchParams([...params].filter(([k]) => k !== 'page')).toString()}` : '';

  return (
    <div>
      <PageHeader
        title="Meetings"
        description={`Times are shown in your time zone (${timeZone.replace(/_/g, ' ')}).`}
        actions={<BookMeetingButton />}
      />
      <nav aria-label="Meeting views" className="-mx-4 mb-4 flex gap-1 overflow-x-auto border-b px-4 md:mx-0 md:px-0">
        {MEETING_VIEWS.map((v) => (
          <NavLink
            key={v}
            to={`/meetings/views/${v}${search}`}
            className={({ isActive }) =>
              cn(
                '-mb-px flex shrink-0 items-center gap-2 border-b-2 px-3 py-2 text-sm font-medium',
                isActive ? 'border-primary text-foreground' : 'border-transparent text-muted-foreground hover:text-foreground',
              )
            }
          >
            {MEETING_STATUS_LABELS[v]}
            <span className="rounded-full bg-muted px-2 py-0.5 text-xs tabular-nums text-foreground/75">{counts ? counts[v] : '·'}</span>
          </NavLink>
        ))}
      </nav>
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <SearchInput label="Search prospects" value={text} onChange={setText} className="w-full sm:max-w-xs" />
        {canSeeAll && (
          <SegmentedControl
            name="meeting-scope"
            legend="Whose meetings"
            hideLegend
            value={mine ? 'mine' : 'all'}
            onChange={(s) => update({ scope: s === 'mine' ? 'mine' : null, page: null })}
            options={[
              { value: 'mine', label: 'My meetings' },
              { value: 'all', label: 'All' },
            ]}
          />
        )}
      </div>
      {list.isPending ? (
        <ListSkeleton />
      ) : list.isError ? (
        <ListError what="meetings" error={list.error} retry={() => list.refetch()} />
      ) : rows.length === 0 ? (
        q ? (
          <NoResults clear={{ label: 'Clear search', onClick: () => (setText(''), update({ q: null })) }} />
        ) : (
          <EmptyState
            icon={<CalendarX2 className="h-10 w-10" aria-hidden />}
            title={`No ${MEETING_STATUS_LABELS[view].toLowerCase()} meetings`}
            description={EMPTY[view]}
          />
        )
      ) : (
        <div className={cn('grid gap-3', list.isPlaceholderData && 'opacity-60 transition-opacity')}>
          <MeetingsTable meetings={rows} timeZone={timeZone} />
          {(page > 1 || rows.length === pageSize) && (
            <div className="flex items-center justify-end gap-2">
              <span className="mr-2 text-sm text-muted-foreground">Page {page}</span>
              <Button
                variant="outline"
                size="sm"
                disabled={page <= 1}
                onClick={() => update({ page: page - 1 > 1 ? String(page - 1) : null })}
              >
                <ChevronLeft /> Previous
              </Button>
              <Button variant="outline" size="sm" disabled={rows.length < pageSize} onClick={() => update({ page: String(page + 1) })}>
                Next <ChevronRight />
              </Button>
            </div>
          )}
        </div>
      )}
    </div>
  );
}

function ListSkeleton() {
  return (
    <RowsSkeleton
      label="Loading meetings"
      rows={5}
      cells={['h-8 w-8 rounded-full', 'h-4 w-40', 'ml-auto h-4 w-32', 'hidden h-4 w-24 md:block', 'h-5 w-20']}
    />
  );
}
