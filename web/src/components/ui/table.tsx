import * as React from 'react';
import { cn } from '@web/lib/utils';
import { styled } from './styled';

export const Table = ({ className, ...p }: React.TableHTMLAttributes<HTMLTableElement>) => (
  <div className="w-full overflow-auto rounded-lg border">
    <table className={cn('w-full caption-bottom text-sm', className)} {...p} />
  </div>
);
export const THead = styled('thead', 'bg-muted/50 [&_tr]:border-b', 'THead');
export const TBody = styled('tbody', '[&_tr:last-child]:border-0', 'TBody');
export const TR = styled('tr', 'border-b transition-colors hover:bg-muted/40', 'TR');
export const TH = styled('th', 'h-10 px-3 text-left align-middle text-xs font-medium uppercase tracking-wide text-muted-foreground', 'TH');
export const TD = styled('td', 'px-3 py-2.5 align-middle', 'TD');
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
