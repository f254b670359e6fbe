import type * as React from 'react';
import { Button } from '@web/components/ui/button';

/** The rows of a list of dates (date overrides, vacations, an event's dates), or what is said while there are none. */
export function DatedRows<T>({
  items,
  empty,
  label,
  children,
}: {
  items: T[];
  empty: React.ReactNode;
  label?: string;
  /** One `<li>` per item. */
  children: (item: T, index: number) => React.ReactNode;
}) {
  if (items.length === 0) return <p className="rounded-md border border-dashed p-4 text-center text-sm text-muted-foreground">{empty}</p>;
  return (
    <ul className="divide-y rounded-md border" aria-label={label}>
      {items.map(children)}
    </ul>
  );
}

/** The button under a list of dates that adds a row. */
export function AddRowButton({ onClick, children }: { onClick: () => void; children: React.ReactNode }) {
  return (
    <div>
      <Button type="button" variant="outline" size="sm" onClick={onClick}>
        {children}
      </Button>
    </div>
  );
}
