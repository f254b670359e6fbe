import { CalendarCheck, CalendarPlus, CalendarX, Palmtree, RotateCcw, SlidersHorizontal, UserPlus } from 'lucide-react';
import type { LedgerEntryDto } from '@contracts/distribution';
import { cn } from '@web/lib/utils';
import { groupLedger, ledgerSentence, timeOf, type LedgerTone } from './ledger-model';

const ICONS: Record<LedgerEntryDto['type'], typeof CalendarPlus> = {
  meeting_assigned: CalendarPlus,
  completed: CalendarCheck,
  cancelled: CalendarX,
  no_show: CalendarX,
  user_added: UserPlus,
  user_removed: UserPlus,
  manual_calibration: SlidersHorizontal,
  vacation_calibration: Palmtree,
  reset: RotateCcw,
};

const TONES: Record<LedgerTone, string> = {
  assign: 'bg-primary/10 text-primary',
  outcome: 'bg-muted text-muted-foreground',
  credit: 'bg-green-100 text-green-800',
  member: 'bg-sky-100 text-sky-800',
  calibration: 'bg-amber-100 text-amber-800',
  reset: 'bg-violet-100 text-violet-800',
};

/** Ledger entries grouped by day in the pod's zone ("Today", "Yesterday", then dates), newest first. */
export function LedgerList({ entries, timeZone, now = new Date() }: { entries: LedgerEntryDto[]; timeZone: string; now?: Date }) {
  const groups = groupLedger(entries, timeZone, now);
  return (
    <div className="grid gap-5">
      {groups.map((g) => (
        <section key={g.key} aria-label={g.label}>
          <h3 className="mb-2 text-xs font-semibold uppercase tracking-wide text-muted-foreground">{g.label}</h3>
          <ol className="grid gap-0 rounded-lg border">
            {g.entries.map((e) => {
              const s = ledgerSentence(e, timeZone);
              const Icon = ICONS[e.type];
              return (
                <li key={e.seq} data-type={e.type} className="flex items-start gap-3 border-b px-3 py-2.5 last:border-b-0">
                  <span className={cn('mt-0.5 flex h-7 w-7 shrink-0 items-center justify-center rounded-full', TONES[s.tone])}>
                    <Icon className="h-3.5 w-3.5" aria-hidden />
                  </span>
                  <div className="min-w-0 flex-1">
                    <p className="text-sm">{s.text}</p>
                    {s.detail && <p className="mt-0.5 wrap-anywhere text-xs text-muted-foreground">{s.detail}</p>}
                  </div>
                  <time dateTime={e.at} className="shrink-0 pt-0.5 text-xs tabular-nums text-muted-foreground">
                    {timeOf(e.at, timeZone)}
                  </time>
                </li>
              );
            })}
          </ol>
        </section>
      ))}
    </div>
  );
}
