import { CalendarClock, type LucideIcon } from 'lucide-react';
import { meetingTypeLabel } from '@web/components/ui/named-options';

/** One line of a router card's small print: what it uses (form, meeting type, team, matching…). */
export type RouterCardFact = { label: string; value: string; icon?: LucideIcon };

/** "1 booker", "3 bookers": a count in a fact's words. */
export const countOf = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The meeting type a router books, as a fact: its name and length, or that it was deleted. */
export const meetingTypeFact = (type: { name: string; durationMinutes: number } | null): RouterCardFact => ({
  icon: CalendarClock,
  label: 'Meeting type',
  value: type ? meetingTypeLabel(type) : 'Meeting type deleted',
});

/** One of a router card's figures: a count over the last 28 days. */
export type RouterCardStat = { label: string; value: number };

/**
 * The small print under a router's name (inbound, campaign and handover routers alike). The label is
 * for screen readers only: the icon and the value say it to sighted users.
 */
export function RouterCardFacts({ facts }: { facts: readonly RouterCardFact[] }) {
  return (
    <dl className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
      {facts.map(({ icon: Icon, label, value }) => (
        <div key={label} className="flex items-center gap-1">
          {Icon && <Icon className="h-3.5 w-3.5" aria-hidden />}
          <dt className="sr-only">{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * A router card's figures, one column each, with the period they cover (the spec: router statistics
 * cover the last 28 days). Each figure is a term (its label) and its definition (the number), in that
 * order, as a description list requires.
 */
export function RouterCardStats({ stats }: { stats: readonly RouterCardStat[] }) {
  return (
    <div>
      {/* auto-cols-fr: as many equal columns as there are figures (three or four). */}
      <dl className="grid auto-cols-fr grid-flow-col gap-2 rounded-md bg-muted/40 p-3 text-center">
        {stats.map((s) => (
          // A label that wraps onto two lines (on a phone) grows up, so the numbers stay on one line.
          <div key={s.label} className="grid grid-rows-[1fr_auto] items-end gap-0.5">
            <dt className="text-xs text-muted-foreground">{s.label}</dt>
            <dd className="text-lg font-semibold tabular-nums">{s.value.toLocaleString('en-US')}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-1 text-xs text-muted-foreground">Last 28 days</p>
    </div>
  );
}
