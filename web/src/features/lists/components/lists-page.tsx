import * as React from 'react';
import { Copy, Eye, ListChecks, MoreHorizontal, Pencil, Plus, RefreshCw, Search, Trash2 } from 'lucide-react';
import { CRM_MODULE_LABELS, type CrmModule } from '@contracts/crm';
import { ENRICHMENT_FIELD_LABELS, LIST_SOURCE_LABELS, type ListSummaryDto } from '@contracts/lists';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { ConfirmDeleteDialog } from '@web/components/ui/confirm-delete-dialog';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuSeparator, DropdownMenuTrigger } from '@web/components/ui/dropdown-menu';
import { Input } from '@web/components/ui/input';
import { EmptyState, PageHeader } from '@web/components/ui/page';
import { Skeleton } from '@web/components/ui/skeleton';
import { Table, TBody, TD, TH, THead, TR } from '@web/components/ui/table';
import { useSession } from '@web/lib/session';
import { useDeleteList, useDuplicateList, useRefreshList } from '../api/list-actions';
import { useLists } from '../api/list-lists';
import { useListUsage } from '../api/list-usage';
import { countryName } from './countries';
import { ListDialog } from './list-dialog';

const USAGE_LABELS = { matching_rule: 'Matching rule', distribution_rule: 'Distribution rule', redirect_rule: 'Redirect rule' } as const;

const SOURCE_VARIANT = { manual: 'secondary', crm_field: 'default', enrichment: 'warning', file: 'outline' } as const;

/** Where a list's values come from, in a few words. */
function sourceDetail(l: ListSummaryDto): string {
  switch (l.source) {
    case 'manual':
      return 'Typed in';
    case 'crm_field':
      return `${CRM_MODULE_LABELS[l.moduleType as CrmModule]?.many ?? l.moduleType} · ${l.crmField}`;
    case 'enrichment':
      return `${l.enrichmentField ? ENRICHMENT_FIELD_LABELS[l.enrichmentField] : ''} · ${countryName(l.country)}`;
    case 'file':
      return `${l.fileName} · ${l.fileColumn}`;
  }
}

/** /settings/lists: reusable lists for "in list" conditions; Admins and Managers create and change them. */
export function ListsPage() {
  const role = useSession().data?.user.role;
  const canEdit = role === 'super_admin' || role === 'manager';
  const lists = useLists();
  const duplicate = useDuplicateList();
  const refresh = useRefreshList();
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
      <PageHeader title="Lists" description="Reusable values for rule conditions: typed in, taken from a CRM field, from enrichment data or from a file." actions={newButton} />
      {lists.isPending ? (
        <Skeleton className="h-48" aria-busy="true" aria-label="Loading lists" />
      ) : lists.isError ? (
        <div role="alert" className="rounded-lg border p-8 text-center">
          <p className="font-medium">We couldn't load the lists.</p>
          <Button className="mt-4" variant="outline" onClick={() => lists.refetch()}>
            Try again
          </Button>
        </div>
      ) : lists.data.length === 0 ? (
        <EmptyState
          icon={<ListChecks className="h-10 w-10" aria-hidden />}
          title="No lists yet"
          description={canEdit ? 'Create a list of countries, domains or industries once and use it in any rule with “in list”.' : 'An Admin or Manager has not created any lists yet.'}
          action={newButton}
        />
      ) : (
        <div className="grid gap-4">
          <div className="relative w-full max-w-xs">
            <Search className="pointer-events-none absolute left-2.5 top-2.5 h-4 w-4 text-muted-foreground" aria-hidden />
            <Input type="search" value={q} onChange={(e) => setQ(e.target.value)} placeholder="Search lists" aria-label="Search lists" className="pl-8" />
          </div>
          {shown.length === 0 ? (
            <EmptyState title="No results found" description="Try modifying filters or search terms." />
          ) : (
            <Table aria-label="Lists">
              <THead>
                <TR className="hover:bg-transparent">
                  <TH>Name</TH>
                  <TH>Source</TH>
                  <TH className="text-right">Values</TH>
                  <TH className="hidden lg:table-cell">Preview</TH>
                  <TH className="hidden md:table-cell">Updated</TH>
                  <TH className="w-12">
                    <span className="sr-only">Actions</span>
                  </TH>
                </TR>
              </THead>
              <TBody>
                {shown.map((l) => (
                  <TR key={l.id}>
                    <TD>
                      <button type="button" className="text-left font-medium hover:underline" onClick={() => setDialog({ id: l.id })}>
                        {l.name}
                      </button>
                    </TD>
                    <TD>
                      <div className="flex flex-col items-start gap-1">
                        <Badge variant={SOURCE_VARIANT[l.source]}>{LIST_SOURCE_LABELS[l.source]}</Badge>
                        <span className="text-xs text-muted-foreground">{sourceDetail(l)}</span>
                      </div>
                    </TD>
                    <TD className="text-right tabular-nums">
                      {l.source === 'enrichment' && l.valueCount === 0 ? <span className="text-xs text-muted-foreground">Awaiting enrichment data</span> : l.valueCount.toLocaleString()}
                    </TD>
                    <TD className="hidden max-w-64 truncate text-muted-foreground lg:table-cell" title={l.preview.join(', ')}>
                      {l.preview.join(', ') || '—'}
                    </TD>
                    <TD className="hidden whitespace-nowrap text-muted-foreground md:table-cell">{new Date(l.updatedAt).toLocaleDateString()}</TD>
                    <TD>
                      <DropdownMenu>
                        <DropdownMenuTrigger asChild>
                          <Button variant="ghost" size="icon" aria-label={`Actions for ${l.name}`}>
                            <MoreHorizontal />
                          </Button>
                        </DropdownMenuTrigger>
                        <DropdownMenuContent align="end">
                          <DropdownMenuItem onSelect={() => setDialog({ id: l.id })}>
                            {canEdit ? <Pencil /> : <Eye />} {canEdit ? 'Edit' : 'View'}
                          </DropdownMenuItem>
                          {canEdit && (
                            <>
                              <DropdownMenuItem onSelect={() => duplicate.mutate(l.id)}>
                                <Copy /> Duplicate
                              </DropdownMenuItem>
                              {l.source === 'crm_field' && (
                                <DropdownMenuItem onSelect={() => refresh.mutate(l.id)}>
                                  <RefreshCw /> Refresh values
                                </DropdownMenuItem>
                              )}
                              <DropdownMenuSeparator />
                              <DropdownMenuItem className="text-destructive" onSelect={() => setDeleting(l)}>
                                <Trash2 /> Delete
                              </DropdownMenuItem>
                            </>
                          )}
                        </DropdownMenuContent>
                      </DropdownMenu>
                    </TD>
                  </TR>
                ))}
              </TBody>
            </Table>
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
