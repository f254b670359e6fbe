import * as React from 'react';
import { cn } from '@web/lib/utils';
import { Button } from './button';

/**
 * The heading block every page starts with: title, description and the primary actions, in one place.
 * `leading` sits before the title (a person's or team's avatar), `badge` beside it (a state, a kind).
 */
export function PageHeader({
  title,
  description,
  actions,
  leading,
  badge,
  className,
}: {
  title: React.ReactNode;
  description?: React.ReactNode;
  actions?: React.ReactNode;
  leading?: React.ReactNode;
  badge?: React.ReactNode;
  className?: string;
}) {
  return (
    <div className={cn('mb-6 flex flex-wrap items-start justify-between gap-4', className)}>
      <div className="flex min-w-0 items-center gap-4">
        {leading}
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <h1 className="min-w-0 wrap-anywhere text-2xl font-semibold tracking-tight">{title}</h1>
            {badge}
          </div>
          {description && <div className="mt-1 text-sm text-muted-foreground">{description}</div>}
        </div>
      </div>
      {actions && <div className="flex items-center gap-2">{actions}</div>}
    </div>
  );
}

export function EmptyState({
  icon,
  title,
  description,
  action,
}: {
  icon?: React.ReactNode;
  title: string;
  description?: string;
  action?: React.ReactNode;
}) {
  return (
    <div className="flex flex-col items-center justify-center rounded-lg border border-dashed p-10 text-center">
      {icon && <div className="mb-3 text-muted-foreground">{icon}</div>}
      <p className="font-medium">{title}</p>
      {description && <p className="mt-1 max-w-sm text-sm text-muted-foreground">{description}</p>}
      {action && <div className="mt-4">{action}</div>}
    </div>
  );
}

/** A filtered list that matched nothing, with the button that clears the search or filters where there is one. */
export function NoResults({ clear }: { clear?: { label: string; onClick: () => void } }) {
  return (
    <EmptyState
      title="No results found"
      description="Try modifying filters or search terms."
      action={
        clear && (
          <Button variant="outline" onClick={clear.onClick}>
            {clear.label}
          </Button>
        )
      }
    />
  );
}
