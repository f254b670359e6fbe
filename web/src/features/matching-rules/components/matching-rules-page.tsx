import { useNavigate } from 'react-router';
import { GitMerge, Info } from 'lucide-react';
import type { MatchingRuleDto } from '@contracts/distribution';
import { MAX_MATCHING_RULES } from '@contracts/routing';
import { NewButton } from '@web/components/ui/new-button';
import { PageHeader } from '@web/components/ui/page';
import { useRuleDeletion } from '@web/components/rules/rule-delete-dialog';
import { useCanEditRules } from '@web/components/rules/rule-editor-page';
import { EmptyRules, OrderedRuleList, RuleListHeading, RuleListStates } from '@web/components/rules/rule-list';
import { useDeleteMatchingRule } from '../api/delete-matching-rule';
import { useMatchingRules } from '../api/list-matching-rules';
import { useReorderMatchingRules } from '../api/reorder-matching-rules';
import { useAssigneeSummary } from '../hooks/use-assignee-summary';
import { MatchingRuleItem } from './matching-rule-item';

/** /matching-rules: the added rules in evaluation order; drag to change the order. */
export function MatchingRulesPage() {
  const canEdit = useCanEditRules();
  const navigate = useNavigate();
  const list = useMatchingRules();
  const reorder = useReorderMatchingRules();
  const deletion = useRuleDeletion<MatchingRuleDto>(useDeleteMatchingRule(), 'matching rule');
  const summary = useAssigneeSummary((list.data ?? []).map((r) => r.definition.assignee));

  const newButton = canEdit && <NewButton to="/matching-rules/new">New matching rule</NewButton>;

  return (
    <div>
      <PageHeader
        title="Matching rules"
        description="Match prospects against CRM records (leads, contacts, accounts, opportunities) and route them to the record owner, a member or groups."
        actions={newButton}
      />
      <RuleListStates
        query={list}
        what="matching rules"
        loadingLabel="Loading matching rules"
        empty={
          <EmptyRules
            icon={<GitMerge className="h-10 w-10" aria-hidden />}
            title="No matching rules yet"
            canEdit={canEdit}
            editorText="A matching rule finds the prospect in your CRM, by e-mail, domain, phone or a form field, and hands them to the right person."
            readerWhat="matching rules"
            action={newButton}
          />
        }
      >
        {(rules) => (
          <section aria-labelledby="added-rules" className="grid gap-3">
            <RuleListHeading
              id="added-rules"
              title="Added rules"
              count={rules.length}
              hint="Evaluated top to bottom; the first rule that matches decides."
              canEdit={canEdit}
              saving={reorder.isPending}
            />
            <OrderedRuleList
              label="Matching rules in evaluation order"
              rules={rules}
              canEdit={canEdit}
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
                  onDelete={() => deletion.ask(rule)}
                />
              )}
            />
            <p className="flex items-center gap-1.5 text-xs text-muted-foreground">
              <Info className="h-3.5 w-3.5" aria-hidden /> A router uses at most {MAX_MATCHING_RULES} matching rules.
            </p>
          </section>
        )}
      </RuleListStates>
      {deletion.dialog}
    </div>
  );
}
