import * as React from 'react';
import { Link, useNavigate } from 'react-router';
import { Columns2, Plus, Shuffle, X } from 'lucide-react';
import type { DistributionRuleDto } from '@contracts/distribution';
import { Button } from '@web/components/ui/button';
import { ConfirmDeleteDialog } from '@web/components/ui/confirm-delete-dialog';
import { EmptyState, PageHeader } from '@web/components/ui/page';
import { SortableList } from '@web/components/ui/sortable-list';
import { useSession } from '@web/lib/session';
import { useDeleteDistributionRule } from '../api/delete-distribution-rule';
import { useDuplicateDistributionRule } from '../api/duplicate-distribution-rule';
import { useDistributionRules } from '../api/list-distribution-rules';
import { useReorderDistributionRules } from '../api/reorder-distribution-rules';
import { usePodNames } from '../hooks/use-pod-names';
import { DistributionRuleCard } from './distribution-rule-card';
import { FallbackPodSection } from './fallback-pod-section';
import { CardsSkeleton, ListError } from './list-states';

const getId = (r: DistributionRuleDto) => r.id;
const getLabel = (r: DistributionRuleDto) => r.name;

/** /distribution-rules: rules in sequence (drag to reorder), the fallback pod, and picking two to compare. */
export function DistributionRulesPage() {
  const role = useSession().data?.user.role;
  const canEdit = role === 'super_admin' || role === 'manager';
  const navigate = useNavigate();
  const rules = useDistributionRules('rule');
  const fallback = useDistributionRules('fallback_pod');
  const reorder = useReorderDistributionRules();
  const duplicate = useDuplicateDistributionRule();
  const remove = useDeleteDistributionRule();
  const [deleting, setDeleting] = React.useState<DistributionRuleDto | null>(null);
  const [selected, setSelected] = React.useState<string[]>([]);
  const names = usePodNames([...(rules.data ?? []), ...(fallback.data ?? [])]);

  const select = (id: string, on: boolean) => setSelected((s) => (on ? [...s.filter((x) => x !== id), id].slice(-2) : s.filter((x) => x !== id)));
  const cardProps = (rule: DistributionRuleDto) => ({
    rule,
    names,
    canEdit,
    selected: selected.includes(rule.id),
    onSelect: (on: boolean) => select(rule.id, on),
    onOpen: () => navigate(`/distribution-rules/${rule.id}`),
    onHistory: () => navigate(`/distribution-rules/${rule.id}/round-robin-history`),
    onDelete: () => setDeleting(rule),
  });

  const newButton = canEdit && (
    <Button asChild>
      <Link to="/distribution-rules/new">
        <Plus /> New distribution rule
      </Link>
    </Button>
  );

  return (
    <div className="pb-16">
      <PageHeader title="Distribution rules" description="Share prospects among team members in round robin. Rules are checked in sequence; the fallback pod takes everyone no rule matched." actions={newButton} />
      <section aria-labelledby="rules-heading" className="grid gap-3">
        <div className="flex flex-wrap items-end justify-between gap-2">
          <div>
            <h2 id="rules-heading" className="text-sm font-semibold">
              Rules {rules.data && <span className="font-normal text-muted-foreground">({rules.data.length})</span>}
            </h2>
            <p className="text-sm text-muted-foreground">The first rule whose conditions all hold decides the pod.{canEdit && ' Drag a rule by its handle to change the order.'}</p>
          </div>
          {reorder.isPending && (
            <p className="text-xs text-muted-foreground" aria-live="polite">
              Saving order…
            </p>
          )}
        </div>
        {rules.isPending ? (
          <CardsSkeleton label="Loading distribution rules" />
        ) : rules.isError ? (
          <ListError what="distribution rules" error={rules.error} retry={() => void rules.refetch()} />
        ) : rules.data.length === 0 ? (
          <EmptyState
            icon={<Shuffle className="h-10 w-10" aria-hidden />}
            title="No distribution rules yet"
            description={canEdit ? 'A distribution rule sends prospects that meet its conditions to a pod of members, in round robin.' : 'An Admin or Manager has not created any distribution rules yet.'}
            action={newButton}
          />
        ) : (
          <SortableList
            label="Distribution rules in evaluation order"
            items={rules.data}
            getId={getId}
            getLabel={getLabel}
            disabled={!canEdit}
            onReorder={(items) => reorder.mutate(items)}
            renderItem={(rule, { index, handle, dragging }) => (
              <DistributionRuleCard {...cardProps(rule)} index={index} handle={handle} dragging={dragging} onDuplicate={() => duplicate.mutate(rule.id)} />
            )}
          />
        )}
      </section>

      <FallbackPodSection query={fallback} canEdit={canEdit} renderCard={(pod) => <DistributionRuleCard {...cardProps(pod)} />} />

      {selected.length > 0 && (
        <div role="region" aria-label="Compare" className="fixed inset-x-0 bottom-4 z-30 mx-auto flex w-fit max-w-[calc(100%-2rem)] items-center gap-3 rounded-full border bg-background px-4 py-2 shadow-lg">
          <span className="text-sm">
            {selected.length === 1 ? 'Select one more to compare' : 'Two selected'}
          </span>
          <Button size="sm" disabled={selected.length !== 2} onClick={() => navigate(`/distribution-rules/compare?ids=${selected.join(',')}`)}>
            <Columns2 /> Compare
          </Button>
          <Button size="icon" variant="ghost" className="h-8 w-8" aria-label="Clear selection" onClick={() => setSelected([])}>
            <X />
          </Button>
        </div>
      )}

      <ConfirmDeleteDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        kind={deleting?.kind === 'fallback_pod' ? 'fallback pod' : 'distribution rule'}
        name={deleting?.name ?? ''}
        pending={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              setSelected((s) => s.filter((x) => x !== deleting.id));
              setDeleting(null);
            },
          })
        }
      />
    </div>
  );
}
