import * as React from 'react';
import { Link, useNavigate } from 'react-router';
import { GitMerge, Info, Plus } from 'lucide-react';
import type { MatchingRuleDto } from '@contracts/distribution';
import { MAX_MATCHING_RULES } from '@contracts/routing';
import { Button } from '@web/components/ui/button';
import { ConfirmDeleteDialog } from '@web/components/ui/confirm-delete-dialog';
import { EmptyState, PageHeader } from '@web/components/ui/page';
import { ListError } from '@web/components/ui/query-states';
import { Skeleton } from '@web/components/ui/skeleton';
import { SortableList } from '@web/components/ui/sortable-list';
import { useSession } from '@web/lib/session';
import { useDeleteMatchingRule } from '../api/delete-matching-rule';
import { useMatchingRules } from '../api/list-matching-rules';
import { useReorderMatchingRules } from '../api/reorder-matching-rules';
import { useAssigneeSummary } from '../hooks/use-assignee-summary';
import { MatchingRuleItem } from './matching-rule-item';

const getId = (r: MatchingRuleDto) => r.id;
const getLabel = (r: MatchingRuleDto) => r.name;

/** /matching-rules: the added rules in evaluation order; drag to change the order. */
export function MatchingRulesPage() {
  const role = useSession().data?.user.role;
  const canEdit = role === 'super_admin' || role === 'manager';
  const navigate = useNavigate();
  const list = useMatchingRules();
  const reorder = useReorderMatchingRules();
  const remove = useDeleteMatchingRule();
  const [deleting, setDeleting] = React.useState<MatchingRuleDto | null>(null);
  const summary = useAssigneeSummary((list.data ?? []).map((r) => r.definition.assignee));

  const newButton = canEdit && (
    <Button asChild>
      <Link to="/matching-rules/new">
        <Plus /> New matching rule
      </Link>
    </Button>
  );

  return (
    <div>
      <PageHeader
        title="Matching rules"
        description="Match prospects against CRM records (leads, contacts, accounts, opportunities) and route them to the record owner, a member or groups."
        actions={newButton}
      />
      {list.isPending ? (
        <ListSkeleton />
      ) : list.isError ? (
        <ListError what="matching rules" error={list.error} retry={() => void list.refetch()} />
      ) : list.data.length === 0 ? (
        <EmptyState
          icon={<GitMerge className="h-10 w-10" aria-hidden />}
          title="No matching rules yet"
          description={canEdit ? 'A matching rule finds the prospect in your CRM, by e-mail, domain, phone or a form field, and hands them to the right person.' : 'An Admin or Manager has not created any matching rules yet.'}
          action={newButton}
        />
      ) : (
        <section aria-labelledby="added-rules" className="grid gap-3">
          <div className="flex flex-wrap items-end justify-between gap-2">
            <div>
              <h2 id="added-rules" className="text-sm font-semibold">
                Added rules <span className="font-normal text-muted-foreground">({list.data.length})</span>
              </h2>
              <p className="text-sm text-muted-foreground">
                Evaluated top to bottom; the first rule that matches decides.{canEdit && ' Drag a rule by its handle to change the order.'}
              </p>
            </div>
            {reorder.isPending && (
              <p className="text-xs text-muted-foreground" aria-live="polite">
                Saving order…
              </p>
            )}
          </div>
          <SortableList
            label="Matching rules in evaluation order"
            items={list.data}
            getId={getId}
            getLabel={getLabel}
            disabled={!canEdit}
            onReorder={(items) => reorder.mutate(items)}
            renderItem={(rule, { index, handle, dragging }) => (
              <MatchingRuleItem
                rule={rule}
                index={index}
                handle={handle}
                dragging={dragging}
                assignee={summary(rule.definition.assignee)}
                canEdit={canEdit}
                onEdit={() => navigate(`/matching-rules/${rule.id}`)}
                onDuplicate={() => navigate(`/matching-rules/new?duplicate=${rule.id}`)}
                onDelete={() => setDeleting(rule)}
              />
            )}
          />
          <p className="flex items-center gap-1.5 text-xs text-muted-foreground">
            <Info className="h-3.5 w-3.5" aria-hidden /> A router uses at most {MAX_MATCHING_RULES} matching rules.
          </p>
        </section>
      )}
      <ConfirmDeleteDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        kind="matching rule"
        name={deleting?.name ?? ''}
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
      />
    </div>
  );
}

function ListSkeleton() {
  return (
    <div aria-busy="true" aria-label="Loading matching rules" className="grid gap-2">
      {[0, 1, 2].map((i) => (
        <div key={i} className="flex items-center gap-3 rounded-lg border p-3">
          <Skeleton className="h-7 w-7 rounded-full" />
          <div className="grid flex-1 gap-2">
            <Skeleton className="h-4 w-56" />
            <Skeleton className="h-3 w-80 max-w-full" />
          </div>
          <Skeleton className="h-8 w-8" />
        </div>
      ))}
    </div>
  );
}
