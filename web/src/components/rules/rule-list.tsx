import * as React from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { EmptyState } from '@web/components/ui/page';
import { ListError } from '@web/components/ui/query-states';
import { Skeleton, SkeletonLines } from '@web/components/ui/skeleton';
import { SortableList } from '@web/components/ui/sortable-list';
import { cn } from '@web/lib/utils';

/** What every ordered rule (distribution, matching, redirect) has: the list keys and speaks of it by these. */
export type OrderedRule = { id: string; name: string };

const getId = (r: OrderedRule) => r.id;
const getLabel = (r: OrderedRule) => r.name;

/** Placeholder cards while a rule list loads. */
export function RulesSkeleton({ label, count = 3 }: { label: string; count?: number }) {
  return (
    <div aria-busy="true" aria-label={label} className="grid gap-2">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="flex items-start gap-3 rounded-lg border p-3">
          <Skeleton className="h-7 w-7 rounded-full" />
          <SkeletonLines className="grid flex-1 gap-2" lines={['h-4 w-56', 'h-3 w-80 max-w-full']} />
          <Skeleton className="h-8 w-8" />
        </div>
      ))}
    </div>
  );
}

type StatesProps<T> = {
  query: UseQueryResult<T[]>;
  /** Plural, as in "We couldn't load the {what}". */
  what: string;
  loadingLabel: string;
  skeletonCount?: number;
  empty: React.ReactNode;
  children: (rules: T[]) => React.ReactNode;
};

/** Loading, error and empty states of a rule list; `children` renders the loaded, non-empty list. */
export function RuleListStates<T>({ query, what, loadingLabel, skeletonCount, empty, children }: StatesProps<T>) {
  if (query.isPending) return <RulesSkeleton label={loadingLabel} count={skeletonCount} />;
  if (query.isError) return <ListError what={what} error={query.error} retry={() => void query.refetch()} />;
  if (query.data.length === 0) return <>{empty}</>;
  return <>{children(query.data)}</>;
}

type EmptyProps = {
  icon: React.ReactNode;
  title: string;
  canEdit: boolean;
  editorText: string;
  readerWhat: string;
  action?: React.ReactNode;
};

/** A rule list with nothing in it: what a rule does for those who can make one, who can for the others. */
export function EmptyRules({ icon, title, canEdit, editorText, readerWhat, action }: EmptyProps) {
  return (
    <EmptyState
      icon={icon}
      title={title}
      description={canEdit ? editorText : `An Admin or Manager has not created any ${readerWhat} yet.`}
      action={action}
    />
  );
}

/** A rule's place in evaluation order, counted from 1, in a round badge; `small` where it sits in a field's list. */
export function PositionBadge({ index, small = false }: { index: number; small?: boolean }) {
  return (
    <span
      aria-label={`Position ${index + 1}`}
      className={cn(
        'flex shrink-0 items-center justify-center rounded-full bg-muted text-xs font-semibold tabular-nums',
        small ? 'h-6 w-6' : 'h-7 w-7',
      )}
    >
      {index + 1}
    </span>
  );
}

export const DRAG_HINT = 'Drag a rule by its handle to change the order.';

/** The heading over a rule list: title with count, how the list is read, and "Saving order…" while a reorder saves. */
export function RuleListHeading({
  id,
  title,
  count,
  hint,
  canEdit,
  saving,
}: {
  id: string;
  title: string;
  count?: number;
  hint: string;
  canEdit: boolean;
  saving: boolean;
}) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-2">
      <div>
        <h2 id={id} className="text-sm font-semibold">
          {title} {count !== undefined && <span className="font-normal text-muted-foreground">({count})</span>}
        </h2>
        <p className="text-sm text-muted-foreground">
          {hint}
          {canEdit && ` ${DRAG_HINT}`}
        </p>
      </div>
      {saving && (
        <p className="text-xs text-muted-foreground" aria-live="polite">
          Saving order…
        </p>
      )}
    </div>
  );
}

type ListProps<T extends OrderedRule> = {
  label: string;
  rules: T[];
  canEdit: boolean;
  onReorder: (rules: T[]) => void;
  renderItem: (rule: T, ctx: { index: number; handle: React.ReactNode; dragging: boolean }) => React.ReactNode;
};

/** Rules in evaluation order; editors drag them by a handle (mouse, touch or keyboard) to reorder. */
export function OrderedRuleList<T extends OrderedRule>({ label, rules, canEdit, onReorder, renderItem }: ListProps<T>) {
  return (
    <SortableList
      label={label}
      items={rules}
      getId={getId}
      getLabel={getLabel}
      disabled={!canEdit}
      onReorder={(items) => onReorder(items)}
      renderItem={renderItem}
    />
  );
}
