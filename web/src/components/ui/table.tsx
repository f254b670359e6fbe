import * as React from 'react';
import { cn } from '@web/lib/utils';

export const Table = ({ className, ...p }: React.TableHTMLAttributes<HTMLTableElement>) => (
  <div className="w-full overflow-auto rounded-lg border">
    <table className={cn('w-full caption-bottom text-sm', className)} {...p} />
  </div>
);
export const THead = ({ className, ...p }: React.HTMLAttributes<HTMLTableSectionElement>) => (
  <thead className={cn('bg-muted/50 [&_tr]:border-b', className)} {...p} />
);
export const TBody = ({ className, ...p }: React.HTMLAttributes<HTMLTableSectionElement>) => (
  <tbody className={cn('[&_tr:last-child]:border-0', className)} {...p} />
);
export const TR = ({ className, ...p }: React.HTMLAttributes<HTMLTableRowElement>) => (
  <tr className={cn('border-b transition-colors hover:bg-muted/40', className)} {...p} />
);
export const TH = ({ className, ...p }: React.ThHTMLAttributes<HTMLTableCellElement>) => (
  <th
    className={cn('h-10 px-3 text-left align-middle text-xs font-medium uppercase tracking-wide text-muted-foreground', className)}
    {...p}
  />
);
export const TD = ({ className, ...p }: React.TdHTMLAttributes<HTMLTableCellElement>) => (
  <td className={cn('px-3 py-2.5 align-middle', className)} {...p} />
);
/** A table's one header row (not highlighted on hover) in its THead. */
export const THeadRow = ({ children }: { children: React.ReactNode }) => (
  <THead>
    <TR className="hover:bg-transparent">{children}</TR>
  </THead>
);
/** The head of the column holding each row's actions menu: named for screen readers only. */
export const ActionsTH = ({ className = 'w-12' }: { className?: string }) => (
  <TH className={className}>
    <span className="sr-only">Actions</span>
  </TH>
);
