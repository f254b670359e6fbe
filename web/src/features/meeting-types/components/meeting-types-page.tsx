import * as React from 'react';
import { CalendarClock } from 'lucide-react';
import { KIND_LABELS, MEETING_TYPE_KINDS, type MeetingTypeSummaryDto } from '@contracts/meeting-types';
import { NewButton } from '@web/components/ui/new-button';
import { EmptyState, NoResults, PageHeader } from '@web/components/ui/page';
import { ListError } from '@web/components/ui/query-states';
import { SegmentedControl } from '@web/components/ui/segmented-control';
import { RowsSkeleton } from '@web/components/ui/skeleton';
import { useSession } from '@web/lib/session';
import { useMeetingTypes } from '../api/list-meeting-types';
import { MeetingTypesTable } from './meeting-types-table';
import { SearchInput } from '@web/components/ui/search-input';

type KindFilter = 'all' | MeetingTypeSummaryDto['kind'];

/** /meeting-types: every meeting type of the organization; Admins and Managers create and change them. */
export function MeetingTypesPage() {
  const session = useSession();
  const role = session.data?.user.role;
  const canEdit = role === 'super_admin' || role === 'manager';
  const list = useMeetingTypes();
  const [q, setQ] = React.useState('');
  const [kind, setKind] = React.useState<KindFilter>('all');

  const newButton = canEdit && <NewButton to="/meeting-types/new">New meeting type</NewButton>;
  const needle = q.trim().toLowerCase();
  const shown = (list.data ?? []).filter((t) => (kind === 'all' || t.kind === kind) && (!needle || t.name.toLowerCase().includes(needle)));

  return (
    <div>
      <PageHeader
        title="Meeting types"
        description={
          canEdit
            ? 'What prospects can book: duration, location, members and availability.'
            : 'The meeting types of your organization. Only Admins and Managers can change them.'
        }
        actions={newButton}
      />
      {list.isPending ? (
        <TableSkeleton />
      ) : list.isError ? (
        <ListError what="meeting types" error={list.error} retry={() => void list.refetch()} />
      ) : list.data.length === 0 ? (
        <EmptyState
          icon={<CalendarClock className="h-10 w-10" aria-hidden />}
          title="No meeting types yet"
          description={
            canEdit
              ? 'A meeting type sets how long meetings last, where they happen, who takes them and when they can be booked.'
              : 'An Admin or Manager has not created any meeting types yet.'
          }
          action={newButton}
        />
      ) : (
        <div className="grid gap-4">
          <div className="flex flex-wrap items-center gap-3">
            <SearchInput label="Search meeting types" value={q} onChange={setQ} className="w-full max-w-xs" />
            <SegmentedControl
              name="kind-filter"
              legend="Kind"
              hideLegend
              value={kind}
              onChange={setKind}
              options={[{ value: 'all', label: 'All' }, ...MEETING_TYPE_KINDS.map((k) => ({ value: k, label: KIND_LABELS[k] }))]}
            />
            <p className="ml-auto text-sm text-muted-foreground" aria-live="polite">
              {shown.length} of {list.data.length}
            </p>
          </div>
          {shown.length === 0 ? (
            <NoResults clear={{ label: 'Clear filters', onClick: () => (setQ(''), setKind('all')) }} />
          ) : (
            <MeetingTypesTable meetingTypes={shown} canEdit={canEdit} />
          )}
        </div>
      )}
    </div>
  );
}

function TableSkeleton() {
  return (
    <RowsSkeleton
      label="Loading meeting types"
      rows={4}
      cells={['h-3 w-3 rounded-full', 'h-4 w-48', 'ml-auto h-4 w-16', 'h-4 w-16', 'h-4 w-24', 'h-5 w-16']}
    />
  );
}
