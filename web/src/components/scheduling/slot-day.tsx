import type * as React from 'react';
import { formatDate } from '@web/components/availability/availability-model';
import { Skeleton } from '@web/components/ui/skeleton';
import { cn } from '@web/lib/utils';

type SlotDayProps = {
  /** The heading's id, which names the column. */
  id: string;
  date: string;
  today: string;
  loading: boolean;
  /** How many bars stand in for the slots while they load. */
  placeholders: number;
  empty: boolean;
  className?: string;
  headingClassName?: string;
  emptyClassName?: string;
  children: React.ReactNode;
};

/**
 * One day's column of a week of slots (the meeting type's preview, Book a meeting): weekday and date, marked
 * when it is today and greyed once past, then bars while the slots load, "No slots", or `children`.
 */
export function SlotDay({
  id,
  date,
  today,
  loading,
  placeholders,
  empty,
  className,
  headingClassName,
  emptyClassName,
  children,
}: SlotDayProps) {
  const isToday = date === today;
  return (
    <section aria-labelledby={id} className={cn('flex min-w-0 flex-col rounded-lg border', isToday && 'border-primary/60', className)}>
      <h3
        id={id}
        className={cn('flex items-baseline justify-between gap-2 border-b px-3 py-2', headingClassName, isToday && 'bg-accent/60')}
      >
        <span className={cn('text-sm font-semibold', date < today && 'text-muted-foreground')}>
          {formatDate(date, { weekday: 'short' })}
        </span>
        <span className="text-xs text-muted-foreground">
          {formatDate(date, { month: 'short', day: 'numeric' })}
          {isToday && <span className="ml-1 font-medium text-primary">· Today</span>}
        </span>
      </h3>
      <div className="p-2">
        {loading ? (
          <div className="grid gap-1.5">
            {Array.from({ length: placeholders }, (_, i) => (
              <Skeleton key={i} className="h-8" />
            ))}
          </div>
        ) : empty ? (
          <p className={cn('px-1 text-center text-xs text-muted-foreground', emptyClassName)}>No slots</p>
        ) : (
          children
        )}
      </div>
    </section>
  );
}

/** A start time in a day's list, a toggle pressed while it is the chosen one. */
export function SlotChoice({
  active,
  onClick,
  label,
  className,
  children,
}: {
  active: boolean;
  onClick: () => void;
  label?: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <li>
      <button
        type="button"
        aria-pressed={active}
        aria-label={label}
        onClick={onClick}
        className={cn(
          'flex w-full items-center justify-center rounded-md border py-1.5 text-sm font-medium tabular-nums transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
          className,
          active ? 'border-primary bg-primary text-primary-foreground' : 'border-primary/30 text-primary hover:bg-accent',
        )}
      >
        {children}
      </button>
    </li>
  );
}
