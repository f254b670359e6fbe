import * as React from 'react';
import { Navigate, NavLink, useParams } from 'react-router';
import { useSearchParamsPatch } from '@web/lib/use-search-params-patch';
import toast from 'react-hot-toast';
import { Download } from 'lucide-react';
import { ROUTING_LOG_VIEW_LABELS, ROUTING_LOG_VIEWS, type RoutingLogView } from '@contracts/routing-sessions';
import { CAMPAIGN_LOG_VIEW_LABELS, CAMPAIGN_LOG_VIEWS } from '@contracts/campaign';
import { HANDOVER_LOG_VIEW_LABELS, HANDOVER_LOG_VIEWS } from '@contracts/relay';
import { Button } from '@web/components/ui/button';
import { PageHeader } from '@web/components/ui/page';
import { browserTimezone } from '@web/components/ui/timezone-select';
import { cn } from '@web/lib/utils';
import { useSession } from '@web/lib/session';
import { useExportRoutingLogs } from '../api/export-routing-logs';
import { useRoutingLogs } from '../api/list-routing-logs';
import { EXPORT_FAILED } from './routing-log-labels';
import { LogFilterChips, NARROWING_KEYS, narrowingOf } from './log-filter-chips';
import { RoutingLogsResults } from './routing-logs-results';
import { routingLogBase } from '@web/components/routers/router-kind-links';
import { SearchInput } from '@web/components/ui/search-input';
import { RouterKindFilter, asLogKind } from './router-kind-filter';

/** The inbound log's four views, or the campaign log's three (All Leads, Leads that booked, Leads that didn't book). */
const KINDS = {
  all: {
    views: ROUTING_LOG_VIEWS,
    labels: ROUTING_LOG_VIEW_LABELS as Record<string, string>,
    base: routingLogBase('inbound'),
    title: 'Routing logs',
    routerKind: undefined,
  },
  campaign: {
    views: CAMPAIGN_LOG_VIEWS,
    labels: CAMPAIGN_LOG_VIEW_LABELS as Record<string, string>,
    base: routingLogBase('campaign'),
    title: 'Campaign routing logs',
    routerKind: 'campaign' as const,
  },
  handover: {
    views: HANDOVER_LOG_VIEWS,
    labels: HANDOVER_LOG_VIEW_LABELS as Record<string, string>,
    base: routingLogBase('relay'),
    title: 'Handover routing logs',
    routerKind: 'relay' as const,
  },
};

/**
 * /routing-logs/views/:view: every form submission to a router, by outcome, with search, a router filter and export.
 * With kind="campaign" (/campaign-router/routing-logs/views/:view) only campaign router sessions, in the campaign views.
 */
export function RoutingLogsPage({ kind = 'all' }: { kind?: keyof typeof KINDS }) {
  const k = KINDS[kind];
  const isView = (v: string | undefined): v is RoutingLogView => (k.views as readonly string[]).includes(v ?? '');
  const { view: viewParam } = useParams();
  const session = useSession();
  const [params, update] = useSearchParamsPatch();
  const view = isView(viewParam) ? viewParam : null;
  const search = params.get('search') ?? '';
  const routerId = params.get('routerId');
  const narrowing = narrowingOf(params);
  const [text, setText] = React.useState(search);
  const timeZone = session.data?.user.timezone || browserTimezone();
  // The campaign and handover logs are one kind each; the routing log filters by any kind (?routerKind=).
  const routerKind = k.routerKind ?? asLogKind(params.get('routerKind'));
  const logs = useRoutingLogs({ view: view ?? 'all-prospects', search, routerId, routerKind, ...narrowing });
  const exporter = useExportRoutingLogs();

  React.useEffect(() => {
    // The search lands in the URL after a pause; a late write must not follow the user onto a details page.
    const t = setTimeout(() => {
      if (window.location.pathname.startsWith(k.base) && text.trim() !== search) update({ search: text.trim() || null });
    }, 300);
    return () => clearTimeout(t);
  }, [text, search, update, k.base]);

  if (!view) return <Navigate to={`${k.base}all-prospects`} replace />;
  const pages = logs.data?.pages ?? [];
  const rows = pages.flatMap((p) => p.data);
  const counts = pages[0]?.counts;
  const tallies = pages[0]?.tallies;
  const routerName = routerId ? rows.find((r) => r.router.id === routerId)?.router.name : undefined;
  const query = params.toString() ? `?${params.toString()}` : '';

  const startExport = () =>
    exporter.mutate(
      {
        view,
        ...(search ? { search } : {}),
        ...(routerId ? { routerId } : {}),
        ...narrowing,
        ...(routerKind ? { routerKind } : {}),
      },
      { onSuccess: (message) => toast.success(message), onError: (e) => toast.error(e.message || EXPORT_FAILED) },
    );

  return (
    <div>
      <PageHeader
        title={k.title}
        description={`Every ${kind === 'campaign' ? 'campaign link visit that reached a router' : kind === 'handover' ? 'prospect handed over through a relay or a relay link' : 'form submission to your routers'} and what happened to it. Times are shown in your time zone (${timeZone.replace(/_/g, ' ')}).`}
        actions={
          <Button variant="outline" onClick={startExport} loading={exporter.isPending}>
            <Download /> Export
          </Button>
        }
      />
      <nav aria-label="Routing log views" className="-mx-4 mb-4 flex gap-1 overflow-x-auto border-b px-4 md:mx-0 md:px-0">
        {k.views.map((v) => (
          <NavLink
            key={v}
            to={`${k.base}${v}${query}`}
            className={({ isActive }) =>
              cn(
                '-mb-px flex shrink-0 items-center gap-2 border-b-2 px-3 py-2 text-sm font-medium',
                isActive ? 'border-primary text-foreground' : 'border-transparent text-muted-foreground hover:text-foreground',
              )
            }
          >
            {k.labels[v]}
            <span className="rounded-full bg-muted px-2 py-0.5 text-xs tabular-nums text-muted-foreground">{counts ? counts[v] : '·'}</span>
          </NavLink>
        ))}
      </nav>
      {tallies && (
        // The same figures as the router cards, under the same filters: processed, assigned, booked.
        <p className="mb-3 text-sm text-muted-foreground" data-testid="log-tallies">
          {tallies.processed.toLocaleString('en-US')} processed · {tallies.assigned.toLocaleString('en-US')} assigned ·{' '}
          {tallies.booked.toLocaleString('en-US')} booked
        </p>
      )}
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <SearchInput label="Search prospects" value={text} onChange={setText} className="w-full sm:max-w-xs" />
        {!k.routerKind && <RouterKindFilter value={routerKind} onChange={(kind) => update({ routerKind: kind })} />}
        <LogFilterChips
          narrowing={narrowing}
          routerId={routerId}
          routerName={routerName}
          drill={params.get('drill')}
          timeZone={timeZone}
          update={update}
        />
      </div>
      <RoutingLogsResults
        rows={rows}
        timeZone={timeZone}
        status={logs.status}
        error={logs.error}
        stale={logs.isPlaceholderData}
        hasMore={!!logs.hasNextPage}
        loadingMore={logs.isFetchingNextPage}
        onLoadMore={() => void logs.fetchNextPage()}
        onRetry={() => void logs.refetch()}
        onClearFilters={
          search || routerId || Object.keys(narrowing).length
            ? () => (setText(''), update({ search: null, ...Object.fromEntries(NARROWING_KEYS.map((k) => [k, null])) }))
            : undefined
        }
      />
    </div>
  );
}
