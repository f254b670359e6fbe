import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from './button';

/** "26–50 of 132" with previous and next buttons, for server-paged tables. */
export function Pager({
  page,
  pageSize,
  total,
  onPage,
  label = 'Pages',
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  label?: string;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  return (
    <nav aria-label={label} className="flex items-center justify-end gap-3 text-sm">
      <p className="text-muted-foreground" aria-live="polite">
        {from.toLocaleString()}–{to.toLocaleString()} of {total.toLocaleString()}
      </p>
      <Button variant="outline" size="icon" onClick={() => onPage(page - 1)} disabled={page <= 1} aria-label="Previous page">
        <ChevronLeft />
      </Button>
      <Button variant="outline" size="icon" onClick={() => onPage(page + 1)} disabled={page >= pages} aria-label="Next page">
        <ChevronRight />
      </Button>
    </nav>
  );
}
