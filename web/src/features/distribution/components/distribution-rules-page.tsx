import * as React from 'react';
import { useNavigate } from 'react-router';
import { Columns2, Shuffle, X } from 'lucide-react';
import type { DistributionRuleDto } from '@contracts/distribution';
import { Button } from '@web/components/ui/button';
import { NewButton } from '@web/components/ui/new-button';
import { PageHeader } from '@web/components/ui/page';
import { useRuleDeletion } from '@web/components/rules/rule-delete-dialog';
import { useCanEditRules } from '@web/components/rules/rule-editor-page';
import { EmptyRules, OrderedRuleList, RuleListHeading, RuleListStates } from '@web/components/rules/rule-list';
import { useDeleteDistributionRule } from '../api/delete-distribution-rule';
import { useDuplicateDistributionRule } from '../api/duplicate-distribution-rule';
import { useDistributionRules } from '../api/list-distribution-rules';
import { useReorderDistributionRules } from '../api/reorder-distribution-rules';
import { usePodNames } from '../hooks/use-pod-names';
import { DistributionRuleCard } from './distribution-rule-card';
import { FallbackPodSection } from './fallback-pod-section';

/** /distribution-rules: rules in sequence (drag to reorder), the fallback pod, and picking two to compare. */
export function DistributionRulesPage() {
  const canEdit = useCanEditRules();
  const navigate = useNavigate();
  const rules = useDistributionRules('rule');
  const fallback = useDistributionRules('fallback_pod');
  const reorder = useReorderDistributionRules();
  const duplicate = useDuplicateDistributionRule();
  const [selected, setSelected] = React.useState<string[]>([]);
  const deletion = useRuleDeletion<DistributionRuleDto>(
    useDeleteDistributionRule(),
    (rule) => (rule.kind === 'fallback_pod' ? 'fallback pod' : 'distribution rule'),
    (rule) => setSelected((s) => s.filter((x) => x !== rule.id)),
  );
  const names = usePodNames([...(rules.data ?? []), ...(fallback.data ?? [])]);

  const select = (id: string, on: boolean) =>
    setSelected((s) => (on ? [...s.filter((x) => x !== id), id].slice(-2) : s.filter((x) => x !== id)));
  const cardProps = (rule: DistributionRuleDto) => ({
    rule,
    names,
    canEdit,
    selected: selected.includes(rule.id),
    onSelect: (on: boolean) => select(rule.id, on),
    onOpen: () => navigate(`/distribution-rules/${rule.id}`),
    onHistory: () => navigate(`/distribution-rules/${rule.id}/round-robin-history`),
    onDelete: () => deletion.ask(rule),
  });

  const newButton = canEdit && <NewButton to="/distribution-rules/new">New distribution rule</NewButton>;

  return (
    <div className="pb-16">
      <PageHeader
        title="Distribution rules"
        description="Share prospects among team members in round robin. Rules are checked in sequence; the fallback pod takes everyone no rule matched."
        actions={newButton}
      />
      <section aria-labelledby="rules-heading" className="grid gap-3">
        <RuleListHeading
          id="rules-heading"
          title="Rules"
          count={rules.data?.length}
          hint="The first rule whose conditions all hold decides the pod."
          canEdit={canEdit}
          saving={reorder.isPending}
        />
        <RuleListStates
          query={rules}
          what="distribution rules"
          loadingLabel="Loading distribution rules"
          empty={
            <EmptyRules
              icon={<Shuffle className="h-10 w-10" aria-hidden />}
              title="No distribution rules yet"
              canEdit={canEdit}
              editorText="A distribution rule sends prospects that meet its conditions to a pod of members, in round robin."
              readerWhat="distribution rules"
              action={newButton}
            />
          }
        >
          {(list) => (
            <OrderedRuleList
              label="Distribution rules in evaluation order"
              rules={list}
              canEdit={canEdit}
              onReorder={(items) => reorder.mutate(items)}
              renderItem={(rule, { index, handle, dragging }) => (
                <DistributionRuleCard
                  {...cardProps(rule)}
                  index={index}
                  handle={handle}
                  dragging={dragging}
                  onDuplicate={() => duplicate.mutate(rule.id)}
                />
              )}
            />
          )}
        </RuleListStates>
      </section>

      <FallbackPodSection query={fallback} canEdit={canEdit} renderCard={(pod) => <DistributionRuleCard {...cardProps(pod)} />} />

      {selected.length > 0 && (
        <div
          role="region"
          aria-label="Compare"
          className="fixed inset-x-0 bottom-4 z-30 mx-auto flex w-fit max-w-[calc(100%-2rem)] items-center gap-3 rounded-full border bg-background px-4 py-2 shadow-lg"
        >
          <span className="text-sm">{selected.length === 1 ? 'Select one more to compare' : 'Two selected'}</span>
          <Button
            size="sm"
            disabled={selected.length !== 2}
            onClick={() => navigate(`/distribution-rules/compare?ids=${selected.join(',')}`)}
          >
            <Columns2 /> Compare
          </Button>
          <Button size="icon" variant="ghost" className="h-8 w-8" aria-label="Clear selection" onClick={() => setSelected([])}>
            <X />
          </Button>
        </div>
      )}

      {deletion.dialog}
    </div>
  );
}
