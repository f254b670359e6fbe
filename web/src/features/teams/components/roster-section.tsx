import type * as React from 'react';
import { EmptyState } from '@web/components/ui/page';
import { plural } from './team-access';

/**
 * A roster tab of a team's page (its members, its groups): how many there are, the tab's action beside the
 * count while there are any (the empty state offers it otherwise), the list, then the tab's dialogs.
 */
export function RosterSection({
  id,
  count,
  noun,
  action,
  empty,
  list,
  children,
}: {
  id: string;
  count: number;
  noun: string;
  action: React.ReactNode;
  empty: { icon: React.ReactNode; title: string; description: string };
  list: () => React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="grid gap-4">
      <div className="flex items-center justify-between gap-4">
        <h2 id={id} className="text-sm font-medium text-muted-foreground">
          {plural(count, noun)}
        </h2>
        {count > 0 && action}
      </div>
      {count === 0 ? <EmptyState {...empty} action={action || undefined} /> : list()}
      {children}
    </section>
  );
}
