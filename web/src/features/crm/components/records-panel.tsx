import * as React from 'react';
import { Search } from 'lucide-react';
import { CRM_MODULE_LABELS, type CrmModule, type CrmRecordDto } from '@contracts/crm';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { EmptyState } from '@web/components/ui/page';
import { Pager } from '@web/components/ui/pager';
import { Skeleton } from '@web/components/ui/skeleton';
import { useCrmRecords } from '../api/list-records';
import { useDebounced } from '@web/lib/use-debounced';
import { COLUMNS_BY_MODULE, RecordsTable, type RecordColumn } from './records-table';

const PAGE_SIZE = 25;

/** Search, table and pager over one module; the empty states tell "nothing yet" from "nothing matches". */
export function RecordsPanel({
  module,
  accountId,
  columns = COLUMNS_BY_MODULE[module],
  onOpen,
  emptyAction,
  emptyText,
}: {
  module: CrmModule;
  accountId?: string;
  columns?: RecordColumn[];
  onOpen: (record: CrmRecordDto) => void;
  emptyAction?: React.ReactNode;
  emptyText?: string;
}) {
  const label = CRM_MODULE_LABELS[module].many;
  const [q, setQ] = React.useState('');
  const [page, setPage] = React.useState(1);
  const search = useDebounced(q);
  React.useEffect(() => setPage(1), [search, module]);
  const list = useCrmRecords({ module, q: search, accountId, page, pageSize: PAGE_SIZE });

  if (list.isPending) {
    return (
      <div aria-busy="true" aria-label={`Loading ${label.toLowerCase()}`} className="grid gap-2">
        <Skeleton className="h-9 w-72" />
        <Skeleton className="h-48" />
      </div>
    );
  }
  if (list.isError) {
    return (
      <div role="alert" className="rounded-lg border p-8 text-center">
        <p className="font-medium">We couldn't load the {label.toLowerCase()}.</p>
        <p className="mt-1 text-sm text-muted-foreground">{list.error.message}</p>
        <Button className="mt-4" variant="outline" onClick={() => list.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  const { data, meta } = list.data;
  if (meta.total === 0 && !search) {
    return <EmptyState title={`No ${label.toLowerCase()} yet`} description={emptyText} action={emptyAction} />;
  }
  return (
    <div className="grid gap-3">
      <div className="relative w-full max-w-sm">
        <Search className="pointer-events-none absolute left-2.5 top-2.5 h-4 w-4 text-muted-foreground" aria-hidden />
        <Input type="search" value={q} onChange={(e) => setQ(e.target.value)} placeholder={module === 'account' ? 'Search by name or domain' : 'Search by name or email'} aria-label={`Search ${label.toLowerCase()}`} className="pl-8" />
      </div>
      {data.length === 0 ? (
        <EmptyState
          title={module === 'account' ? 'No accounts found' : module === 'contact' ? 'No contacts found for the filters' : 'No results found'}
          description="Try modifying filters or search terms."
          action={
            <Button variant="outline" onClick={() => setQ('')}>
              Clear search
            </Button>
          }
        />
      ) : (
        <>
          <RecordsTable records={data} columns={columns} onOpen={onOpen} label={label} />
          <Pager page={meta.page} pageSize={meta.pageSize} total={meta.total} onPage={setPage} label={`${label} pages`} />
        </>
      )}
    </div>
  );
}
