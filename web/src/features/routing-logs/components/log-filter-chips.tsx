import { X } from 'lucide-react';
import { dateTimeIn } from './routing-log-labels';

/** The narrowing the URL carries besides search and view: a range, and a funnel's drill-down to a pod, rep or rule. */
export type LogNarrowing = { since?: string; until?: string; podId?: string; assigneeId?: string; ruleId?: string };

const isoOrUndefined = (s: string | null) => (s && !Number.isNaN(Date.parse(s)) ? s : undefined);

/** Reads the narrowing from the page's search params; a malformed date is ignored rather than sent. */
export function narrowingOf(params: URLSearchParams): LogNarrowing {
  const n: LogNarrowing = { since: isoOrUndefined(params.get('since')), until: isoOrUndefined(params.get('until')) };
  for (const key of ['podId', 'assigneeId', 'ruleId'] as const) {
    const value = params.get(key);
    if (value) n[key] = value;
  }
  return Object.fromEntries(Object.entries(n).filter(([, v]) => v !== undefined)) as LogNarrowing;
}

/** The URL keys a "clear filters" resets. */
export const NARROWING_KEYS = ['routerId', 'since', 'until', 'podId', 'assigneeId', 'ruleId', 'drill'] as const;

function Chip({ children, clearLabel, onClear }: { children: React.ReactNode; clearLabel: string; onClear: () => void }) {
  return (
    <span className="inline-flex items-center gap-1 rounded-full border bg-muted/50 py-1 pl-3 pr-1 text-sm">
      {children}
      <button type="button" onClick={onClear} className="rounded-full p-1 hover:bg-muted" aria-label={clearLabel}>
        <X className="h-3.5 w-3.5" aria-hidden />
      </button>
    </span>
  );
}

type Props = {
  narrowing: LogNarrowing;
  routerId: string | null;
  routerName?: string;
  /** What a funnel's drill-down is, in words ("Pod: EMEA pod"), carried in the URL by the link that opened it. */
  drill: string | null;
  timeZone: string;
  update: (patch: Record<string, string | null>) => void;
};

/** The filters the page was opened with, each removable. */
export function LogFilterChips({ narrowing: n, routerId, routerName, drill, timeZone, update }: Props) {
  return (
    <>
      {n.since && (
        <Chip clearLabel="Clear date filter" onClear={() => update({ since: null })}>
          Since <span className="font-medium">{dateTimeIn(n.since, timeZone)}</span>
        </Chip>
      )}
      {n.until && (
        <Chip clearLabel="Clear end date filter" onClear={() => update({ until: null })}>
          Before <span className="font-medium">{dateTimeIn(n.until, timeZone)}</span>
        </Chip>
      )}
      {routerId && (
        <Chip clearLabel="Clear router filter" onClear={() => update({ routerId: null })}>
          Router: <span className="font-medium">{routerName ?? 'selected router'}</span>
        </Chip>
      )}
      {(n.podId || n.assigneeId || n.ruleId) && (
        <Chip clearLabel="Clear funnel filter" onClear={() => update({ podId: null, assigneeId: null, ruleId: null, drill: null })}>
          <span className="font-medium">{drill ?? (n.podId ? 'One pod' : n.assigneeId ? 'One rep' : 'One rule')}</span>
        </Chip>
      )}
    </>
  );
}
