import * as React from 'react';
import { useSearchParams } from 'react-router';
import { Plus, Signpost } from 'lucide-react';
import { REDIRECT_RULE_TYPE_LABELS, REDIRECT_RULE_TYPES, type RedirectRuleDto, type RedirectRuleType } from '@contracts/routers';
import { Button } from '@web/components/ui/button';
import { EnterpriseNote } from '@web/components/plans/enterprise-note';
import { usePlanIncludes } from '@web/lib/plan';
import { PageHeader } from '@web/components/ui/page';
import { useRuleDeletion } from '@web/components/rules/rule-delete-dialog';
import { useCanEditRules } from '@web/components/rules/rule-editor-page';
import { DRAG_HINT, EmptyRules, OrderedRuleList, RuleListStates } from '@web/components/rules/rule-list';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { useCreateRedirectRule } from '../api/create-redirect-rule';
import { useDeleteRedirectRule } from '../api/delete-redirect-rule';
import { useDuplicateRedirectRule } from '../api/duplicate-redirect-rule';
import { useRedirectRules } from '../api/list-redirect-rules';
import { useRoutingLists } from '@web/lib/routing-lists';
import { useReorderRedirectRules } from '../api/reorder-redirect-rules';
import { useUpdateRedirectRule } from '../api/update-redirect-rule';
import { formValuesOf, newRedirectRuleValues } from './redirect-rule-form-model';
import { RedirectRuleItem } from './redirect-rule-item';
import { RedirectRuleSheet } from './redirect-rule-sheet';

const isType = (s: string | null): s is RedirectRuleType => (REDIRECT_RULE_TYPES as readonly string[]).includes(s ?? '');

type Editing = { mode: 'create'; type: RedirectRuleType } | { mode: 'edit'; rule: RedirectRuleDto } | null;

/** /redirect-rules: per outcome, the rules that send prospects to a URL other than the router's fallback. */
export function RedirectRulesPage() {
  const editor = useCanEditRules();
  // Redirect rules are an Enterprise feature: on another plan they can be read but not made or changed.
  const included = usePlanIncludes('rule_redirects');
  const canEdit = editor && included;
  const [params, setParams] = useSearchParams();
  const type: RedirectRuleType = isType(params.get('type')) ? (params.get('type') as RedirectRuleType) : 'booked';
  const [editing, setEditing] = React.useState<Editing>(null);
  const deletion = useRuleDeletion<RedirectRuleDto>(useDeleteRedirectRule(), 'redirect rule');

  return (
    <div>
      <PageHeader
        title="Redirect rules"
        description="Where prospects go after the scheduler, by outcome. Rules are checked in order before a router's own redirect URLs; the first rule whose conditions all hold decides."
        actions={
          editor && (
            <Button disabled={!included} onClick={() => setEditing({ mode: 'create', type })}>
              <Plus /> New redirect rule
            </Button>
          )
        }
      />
      {editor && !included && <EnterpriseNote feature="rule_redirects" className="mb-4" />}
      <Tabs value={type} onValueChange={(v) => setParams({ type: v }, { replace: true })}>
        <TabsList aria-label="Outcomes">
          {REDIRECT_RULE_TYPES.map((t) => (
            <TabsTrigger key={t} value={t}>
              {REDIRECT_RULE_TYPE_LABELS[t]}
            </TabsTrigger>
          ))}
        </TabsList>
        {REDIRECT_RULE_TYPES.map((t) => (
          <TabsContent key={t} value={t} className="mt-4">
            <RuleSequence
              type={t}
              canEdit={canEdit}
              onCreate={() => setEditing({ mode: 'create', type: t })}
              onEdit={(rule) => setEditing({ mode: 'edit', rule })}
              onDelete={deletion.ask}
            />
          </TabsContent>
        ))}
      </Tabs>
      {editing && (
        <EditorSheet
          key={editing.mode === 'edit' ? editing.rule.id : `new-${editing.type}`}
          editing={editing}
          readOnly={!canEdit}
          onClose={() => setEditing(null)}
        />
      )}
      {deletion.dialog}
    </div>
  );
}

function RuleSequence({
  type,
  canEdit,
  onCreate,
  onEdit,
  onDelete,
}: {
  type: RedirectRuleType;
  canEdit: boolean;
  onCreate: () => void;
  onEdit: (r: RedirectRuleDto) => void;
  onDelete: (r: RedirectRuleDto) => void;
}) {
  const rules = useRedirectRules(type);
  const reorder = useReorderRedirectRules(type);
  const duplicate = useDuplicateRedirectRule();
  const lists = useRoutingLists();
  const label = REDIRECT_RULE_TYPE_LABELS[type];

  return (
    <RuleListStates
      query={rules}
      what="redirect rules"
      loadingLabel={`Loading ${label} rules`}
      skeletonCount={2}
      empty={
        <EmptyRules
          icon={<Signpost className="h-10 w-10" aria-hidden />}
          title={`No “${label}” redirect rules yet`}
          canEdit={canEdit}
          editorText="Without rules, every router sends these prospects to its own fallback URL."
          readerWhat="of these rules"
          action={
            canEdit && (
              <Button variant="outline" onClick={onCreate}>
                <Plus /> New redirect rule
              </Button>
            )
          }
        />
      }
    >
      {(list) => (
        <div className="grid gap-2">
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {reorder.isPending ? 'Saving order…' : canEdit ? DRAG_HINT : 'Rules are checked top to bottom.'}
          </p>
          <OrderedRuleList
            label={`${label} redirect rules in evaluation order`}
            rules={list}
            canEdit={canEdit}
            onReorder={(items) => reorder.mutate(items)}
            renderItem={(rule, { index, handle, dragging }) => (
              <RedirectRuleItem
                rule={rule}
                index={index}
                handle={handle}
                dragging={dragging}
                lists={lists.data}
                canEdit={canEdit}
                onEdit={() => onEdit(rule)}
                onDuplicate={() => duplicate.mutate(rule.id)}
                onDelete={() => onDelete(rule)}
              />
            )}
          />
        </div>
      )}
    </RuleListStates>
  );
}

function EditorSheet({ editing, readOnly, onClose }: { editing: NonNullable<Editing>; readOnly: boolean; onClose: () => void }) {
  const create = useCreateRedirectRule();
  const update = useUpdateRedirectRule(editing.mode === 'edit' ? editing.rule.id : '');
  const defaults = React.useMemo(
    () => (editing.mode === 'edit' ? formValuesOf(editing.rule) : newRedirectRuleValues(editing.type)),
    [editing],
  );
  return (
    <RedirectRuleSheet
      open
      onOpenChange={(open) => !open && onClose()}
      mode={editing.mode}
      defaultValues={defaults}
      mutation={editing.mode === 'edit' ? update : create}
      readOnly={readOnly}
    />
  );
}
