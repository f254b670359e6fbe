import * as React from 'react';
import { ListChecks, Plus } from 'lucide-react';
import type { ListSummaryDto } from '@contracts/lists';
import { Button } from '@web/components/ui/button';
import { ConfirmDeleteDialog } from '@web/components/ui/confirm-delete-dialog';
import { EmptyState, NoResults, PageHeader } from '@web/components/ui/page';
import { Skeleton } from '@web/components/ui/skeleton';
import { useSession } from '@web/lib/session';
import { useDeleteList } from '../api/list-actions';
import { useLists } from '../api/list-lists';
import { useListUsage } from '../api/list-usage';
import { ListDialog } from './list-dialog';
import { ListsTable } from './lists-table';
import { SearchInput } from '@web/components/ui/search-input';
import { ListError } from '@web/components/ui/query-states';

const USAGE_LABELS = { matching_rule: 'Matching rule', distribution_rule: 'Distribution rule', redirect_rule: 'Redirect rule' } as const;

/** /settings/lists: reusable lists for "in list" conditions; Admins and Managers create and change them. */
export function ListsPage() {
  const role = useSession().data?.user.role;
  const canEdit = role === 'super_admin' || role === 'manager';
  const lists = useLists();
  const remove = useDeleteList();
  const [q, setQ] = React.useState('');
  const [dialog, setDialog] = React.useState<{ id: string | null } | null>(null);
  const [deleting, setDeleting] = React.useState<ListSummaryDto | null>(null);
  const usage = useListUsage(deleting?.id ?? null);

  const newButton = canEdit && (
    <Button onClick={() => setDialog({ id: null })}>
      <Plus /> New list
    </Button>
  );
  const needle = q.trim().toLowerCase();
  const shown = (lists.data ?? []).filter((l) => !needle || l.name.toLowerCase().includes(needle));

  return (
    <div>
      <PageHeader
        title="Lists"
        description="Reusable values for rule conditions: typed in, taken from a CRM field, from enrichment data or from a file."
        actions={newButton}
      />
      {lists.isPending ? (
        <Skeleton className="h-48" aria-busy="true" aria-label="Loading lists" />
      ) : lists.isError ? (
        <ListError what="lists" retry={() => lists.refetch()} />
      ) : lists.data.length === 0 ? (
        <EmptyState
          icon={<ListChecks className="h-10 w-10" aria-hidden />}
          title="No lists yet"
          description={
            canEdit
              ? 'Create a list of countries, domains or industries once and use it in any rule with “in list”.'
              : 'An Admin or Manager has not created any lists yet.'
          }
          action={newButton}
        />
      ) : (
        <div className="grid gap-4">
          <SearchInput label="Search lists" value={q} onChange={setQ} className="w-full max-w-xs" />
          {shown.length === 0 ? (
            <NoResults />
          ) : (
            <ListsTable lists={shown} canEdit={canEdit} onOpen={(id) => setDialog({ id })} onDelete={setDeleting} />
          )}
        </div>
      )}
      <ListDialog open={!!dialog} onOpenChange={(o) => !o && setDialog(null)} listId={dialog?.id ?? null} canEdit={canEdit} />
      {deleting && (
        <ConfirmDeleteDialog
          open
          onOpenChange={(o) => !o && setDeleting(null)}
          kind="list"
          name={deleting.name}
          impacted={(usage.data?.rules ?? []).map((r) => `${USAGE_LABELS[r.kind]}: ${r.name}`)}
          pending={remove.isPending}
          onConfirm={() => remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
        />
      )}
    </div>
  );
}
