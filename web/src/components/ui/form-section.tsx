import * as React from 'react';
import { cn } from '@web/lib/utils';

/** A settings block: title and help on the left, fields on the right (stacked on small screens). */
export function FormSection({ title, description, children, className }: { title: string; description?: React.ReactNode; children: React.ReactNode; className?: string }) {
  return (
    <section className={cn('grid gap-4 border-t py-6 first:border-t-0 first:pt-0 md:grid-cols-[minmax(0,14rem)_minmax(0,1fr)] md:gap-8', className)}>
      <div>
        <h2 className="text-sm font-semibold">{title}</h2>
        {description && <p className="mt-1 text-sm text-muted-foreground">{description}</p>}
      </div>
      <div className="grid max-w-xl gap-4">{children}</div>
    </section>
  );
}

/** The save bar under a settings form. */
export function FormActions({ children, className }: { children: React.ReactNode; className?: string }) {
  return <div className={cn('flex flex-wrap items-center justify-end gap-2 border-t pt-4', className)}>{children}</div>;
}
