import * as React from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { Copy } from 'lucide-react';
import type { MatchingRuleDto } from '@contracts/distribution';
import { Button } from '@web/components/ui/button';
import { PageHeader } from '@web/components/ui/page';
import { EditorPageShell, Notice } from '@web/components/ui/query-states';
import { RuleBackLink, RuleTitle, SavedRulePage, useCanEditRules } from '@web/components/rules/rule-editor-page';
import { useCreateMatchingRule } from '../api/create-matching-rule';
import { useMatchingRule } from '../api/get-matching-rule';
import { useUpdateMatchingRule } from '../api/update-matching-rule';
import { MatchingRuleEditorForm } from './matching-rule-form';
import { duplicateValuesOf, formValuesOf, newMatchingRuleValues } from './matching-rule-form-model';
import { useInstantFormat } from '@web/lib/viewer-time';

const BackLink = () => <RuleBackLink to="/matching-rules">Matching rules</RuleBackLink>;

/** /matching-rules/new, and /matching-rules/new?duplicate=:id to review a copy before it is created. */
export function NewMatchingRulePage() {
  const [params] = useSearchParams();
  const sourceId = params.get('duplicate');
  return sourceId ? <DuplicateMatchingRule sourceId={sourceId} /> : <CreateMatchingRule />;
}

function CreateMatchingRule() {
  const navigate = useNavigate();
  const mutation = useCreateMatchingRule();
  const defaults = React.useMemo(newMatchingRuleValues, []);
  const onSaved = React.useCallback(() => navigate('/matching-rules'), [navigate]);
  return (
    <div>
      <BackLink />
      <PageHeader title="New matching rule" description="Match prospects against CRM records and decide who gets them." />
      <MatchingRuleEditorForm mode="create" defaultValues={defaults} mutation={mutation} onSaved={onSaved} />
    </div>
  );
}

function DuplicateMatchingRule({ sourceId }: { sourceId: string }) {
  const navigate = useNavigate();
  const query = useMatchingRule(sourceId);
  const mutation = useCreateMatchingRule({ duplicate: true });
  const onSaved = React.useCallback(() => navigate('/matching-rules'), [navigate]);
  return (
    <div>
      <BackLink />
      <LoadedRule query={query}>
        {(dto) => (
          <>
            <PageHeader title="Duplicate matching rule" description={`A copy of “${dto.name}”. Review it, then create the copy.`} />
            <Notice>Nothing is saved until you select Create copy. The copy is added at the end of the sequence.</Notice>
            <MatchingRuleEditorForm
              key={dto.id}
              mode="duplicate"
              defaultValues={duplicateValuesOf(dto)}
              mutation={mutation}
              onSaved={onSaved}
            />
          </>
        )}
      </LoadedRule>
    </div>
  );
}

/** /matching-rules/:id: Admins and Managers edit; Users see the rule read-only. */
export function EditMatchingRulePage() {
  const at = useInstantFormat();
  const { id = '' } = useParams();
  const canEdit = useCanEditRules();
  const query = useMatchingRule(id);
  const mutation = useUpdateMatchingRule(id);
  return (
    <SavedRulePage
      list={{ to: '/matching-rules', label: 'Matching rules' }}
      what="matching rule"
      query={query}
      canEdit={canEdit}
      header={(dto) => ({
        title: <RuleTitle name={dto.name} version={dto.version} />,
        description: `Position ${dto.position} in the sequence · last updated ${at(dto.updatedAt, false)}`,
        actions: canEdit && (
          <Button asChild variant="outline">
            <Link to={`/matching-rules/new?duplicate=${dto.id}`}>
              <Copy /> Duplicate
            </Link>
          </Button>
        ),
      })}
    >
      {(dto) => (
        <MatchingRuleEditorForm
          key={`${dto.id}-${dto.version}`}
          mode="edit"
          ruleId={dto.id}
          defaultValues={formValuesOf(dto.definition)}
          mutation={mutation}
          readOnly={!canEdit}
        />
      )}
    </SavedRulePage>
  );
}

function LoadedRule({
  query,
  children,
}: {
  query: ReturnType<typeof useMatchingRule>;
  children: (dto: MatchingRuleDto) => React.ReactNode;
}) {
  return (
    <EditorPageShell query={query} what="matching rule" back={{ to: '/matching-rules', label: 'Back to matching rules' }}>
      {children}
    </EditorPageShell>
  );
}
