import { Clock, Globe, ListOrdered } from 'lucide-react';
import type { LedgerEntryDto } from '@contracts/distribution';
import { TitledCard } from '@web/components/ui/card';
import { EmptyState } from '@web/components/ui/page';
import { Skeleton } from '@web/components/ui/skeleton';
import { useCampaignRoundRobin, useCampaignRoundRobinLog } from '../api/get-round-robin';
import { LoadedCampaign } from './campaign-pages';

const METHOD_LABELS: Record<string, string> = {
  round_robin_strict: 'Strict',
  round_robin_available: 'Available',
  round_robin_balanced: 'Balanced',
};
const ENTRY_LABELS: Record<LedgerEntryDto['type'], string> = {
  meeting_assigned: 'Meeting assigned',
  completed: 'Completed',
  cancelled: 'Cancelled',
  no_show: 'No show',
  user_added: 'Member added',
  user_removed: 'Member removed',
  manual_calibration: 'Manual calibration',
  vacation_calibration: 'Vacation calibration',
  reset: 'Reset',
};

const when = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone, dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
const day = (iso: string, timeZone: string) => new Intl.DateTimeFormat('en-US', { timeZone, dateStyle: 'medium' }).format(new Date(iso));

function History({ id }: { id: string }) {
  const snap = useCampaignRoundRobin(id);
  const log = useCampaignRoundRobinLog(id);
  if (snap.isPending) return <Skeleton className="h-48 w-full" />;
  if (snap.isError) return <p role="alert">We couldn't load the round robin history. {snap.error.message}</p>;
  const s = snap.data;
  const tz = s.timeZone;
  if (!s.members.length)
    return <EmptyState title="Nobody in the rotation yet" description="Add campaign members to the fallback distribution." />;
  return (
    <div className="grid gap-4">
      <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm text-muted-foreground">
        <li className="flex items-center gap-1.5">
          <ListOrdered className="h-4 w-4" aria-hidden /> {METHOD_LABELS[s.method] ?? s.method} round robin
        </li>
        <li className="flex items-center gap-1.5">
          <Globe className="h-4 w-4" aria-hidden /> Time zone: {tz.replace(/_/g, ' ')}
        </li>
        {s.period && (
          <li className="flex items-center gap-1.5">
            <Clock className="h-4 w-4" aria-hidden /> Resets {day(s.period.end, tz)}
          </li>
        )}
      </ul>
      <TitledCard title="Members this period" titleClassName="text-base" contentClassName="overflow-x-auto">
        <table className="w-full min-w-[640px] text-sm">
          <thead>
            <tr className="text-left text-xs text-muted-foreground">
              {['Member', 'Weightage', 'Level', 'Assigned', 'Completed', 'Upcoming', 'Cancelled', 'No show'].map((h) => (
                <th key={h} scope="col" className="py-2 pr-3 font-medium">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {s.members.map((m) => (
              <tr key={m.userId} className="border-t">
                <th scope="row" className="py-2 pr-3 text-left font-medium">
                  {m.name}
                  {m.onVacation && <span className="ml-2 text-xs text-muted-foreground">(on vacation)</span>}
                </th>
                <td className="py-2 pr-3 tabular-nums">
                  {m.weight} ({Math.round(m.share * 100)}%)
                </td>
                <td className="py-2 pr-3 tabular-nums">{m.level}</td>
                <td className="py-2 pr-3 tabular-nums">{m.assigned}</td>
                <td className="py-2 pr-3 tabular-nums">{m.completed}</td>
                <td className="py-2 pr-3 tabular-nums">{m.upcoming}</td>
                <td className="py-2 pr-3 tabular-nums">{m.cancelled}</td>
                <td className="py-2 pr-3 tabular-nums">{m.noShow}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TitledCard>
      <div className="grid gap-4 md:grid-cols-2">
        <TitledCard title="Queue preview" titleClassName="text-base">
          <ol className="list-decimal pl-5 text-sm">
            {s.queuePreview.map((q, i) => (
              <li key={`${q.userId}-${i}`}>{q.name}</li>
            ))}
          </ol>
        </TitledCard>
        <TitledCard title="Recent activity" titleClassName="text-base">
          <ul className="grid gap-1 text-sm">
            {(log.data ?? []).slice(0, 12).map((e) => (
              <li key={e.seq} className="flex justify-between gap-3">
                <span>
                  {ENTRY_LABELS[e.type]}
                  {e.memberName ? `: ${e.memberName}` : ''}
                </span>
                <span className="shrink-0 text-muted-foreground">{when(e.at, tz)}</span>
              </li>
            ))}
          </ul>
        </TitledCard>
      </div>
    </div>
  );
}

/** /campaign-router/:routerId/round-robin-history: the fallback distribution's round robin this period. */
export const CampaignRoundRobinHistoryPage = () => (
  <LoadedCampaign title={(r) => `${r.name}: round robin history`}>{(r) => <History id={r.id} />}</LoadedCampaign>
);
