import * as React from 'react';
import { CRM_MODULE_LABELS, type CrmModule, type CrmRecordDto } from '@contracts/crm';
import { Button } from '@web/components/ui/button';
import { EmptyState } from '@web/components/ui/page';
import { Pager } from '@web/components/ui/pager';
import { Skeleton } from '@web/components/ui/skeleton';
import { useCrmRecords } from '../api/list-records';
import { useSegmentRecords } from '../api/segments';
import { useDebounced } from '@web/lib/use-debounced';
import { COLUMNS_BY_MODULE, RecordsTable, type RecordColumn } from './records-table';
import { SearchInput } from '@web/components/ui/search-input';
import { ListError } from '@web/components/ui/query-states';

const PAGE_SIZE = 25;

/** Search, table and pager over one module; the empty states tell "nothing yet" from "nothing matches". */
export function RecordsPanel({
  module,
  accountId,
  columns = COLUMNS_BY_MODULE[module],
  onOpen,
  emptyAction,
  emptyText,
  segmentId,
}: {
  module: CrmModule;
  /** Show only the records of this segment (the list's /segments/:id page). */
  segmentId?: string;
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
  React.useEffect(() => setPage(1), [search, module, segmentId]);
  const all = useCrmRecords({ module, q: search, accountId, page, pageSize: PAGE_SIZE }, !segmentId);
  const inSegment = useSegmentRecords(segmentId ?? '', { q: search, page, pageSize: PAGE_SIZE }, !!segmentId);
  const list = segmentId ? inSegment : all;

  if (list.isPending) {
    return (
      <div aria-busy="true" aria-label={`Loading ${label.toLowerCase()}`} className="grid gap-2">
        <Skeleton className="h-9 w-72" />
        <Skeleton className="h-48" />
      </div>
    );
  }
  if (list.isError) {
    return <ListError what={label.toLowerCase()} error={list.error} retry={() => list.refetch()} />;
  }
  const { data, meta } = list.data;
  if (meta.total === 0 && !search && !segmentId) {
    return <EmptyState title={`No ${label.toLowerCase()} yet`} description={emptyText} action={emptyAction} />;
  }
  return (
    <div className="grid gap-3">
      <SearchInput
        label={`Search ${label.toLowerCase()}`}
        placeholder={module === 'account' ? 'Search by name or domain' : 'Search by name or email'}
        value={q}
        onChange={setQ}
        className="w-full max-w-sm"
      />
      {data.length === 0 ? (
        <EmptyState
          title={
            module === 'account' ? 'No accounts found' : module === 'contact' ? 'No contacts found for the filters' : 'No results found'
          }
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
