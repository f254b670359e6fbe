import * as React from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { History } from 'lucide-react';
import type { DistributionKind } from '@contracts/distribution';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { PageHeader } from '@web/components/ui/page';
import { RuleBackLink, RuleTitle, SavedRulePage, useCanEditRules } from '@web/components/rules/rule-editor-page';
import { useCreateDistributionRule } from '../api/create-distribution-rule';
import { useDistributionRule } from '../api/get-distribution-rule';
import { useUpdateDistributionRule } from '../api/update-distribution-rule';
import { DistributionRuleForm } from './distribution-rule-form';
import { formValuesOf, newDistributionValues } from './distribution-form-model';
import { useInstantFormat } from '@web/lib/viewer-time';

export const BackLink = () => <RuleBackLink to="/distribution-rules">Distribution rules</RuleBackLink>;

/** /distribution-rules/new (a rule) and /distribution-rules/new?kind=fallback_pod. */
export function NewDistributionRulePage() {
  const [params] = useSearchParams();
  const kind: DistributionKind = params.get('kind') === 'fallback_pod' ? 'fallback_pod' : 'rule';
  const navigate = useNavigate();
  const mutation = useCreateDistributionRule();
  const defaults = React.useMemo(() => newDistributionValues(kind), [kind]);
  const onSaved = React.useCallback(() => navigate('/distribution-rules'), [navigate]);
  return (
    <div>
      <BackLink />
      <PageHeader
        title={kind === 'fallback_pod' ? 'New fallback pod' : 'New distribution rule'}
        description={
          kind === 'fallback_pod'
            ? 'The pod that takes prospects no distribution rule matched. It has no conditions.'
            : 'Prospects matching the conditions are shared in round robin among the pod’s members.'
        }
      />
      <DistributionRuleForm key={kind} kind={kind} mode="create" defaultValues={defaults} mutation={mutation} onSaved={onSaved} />
    </div>
  );
}

/** /distribution-rules/:id: Admins and Managers edit; Users see it read-only. */
export function EditDistributionRulePage() {
  const at = useInstantFormat();
  const { id = '' } = useParams();
  const canEdit = useCanEditRules();
  const query = useDistributionRule(id);
  const mutation = useUpdateDistributionRule(id);
  return (
    <SavedRulePage
      list={{ to: '/distribution-rules', label: 'Distribution rules' }}
      what="distribution rule"
      query={query}
      canEdit={canEdit}
      header={(dto) => ({
        title: (
          <RuleTitle name={dto.name} version={dto.version} versionVariant="outline">
            {dto.kind === 'fallback_pod' && <Badge variant="secondary">Fallback pod</Badge>}
          </RuleTitle>
        ),
        description: `Last updated ${at(dto.updatedAt)}`,
        actions: (
          <Button asChild variant="outline">
            <Link to={`/distribution-rules/${dto.id}/round-robin-history`}>
              <History /> Round robin history
            </Link>
          </Button>
        ),
      })}
    >
      {(dto) => (
        <DistributionRuleForm
          key={`${dto.id}-${dto.version}`}
          kind={dto.kind}
          mode="edit"
          ruleId={dto.id}
          defaultValues={formValuesOf(dto)}
          mutation={mutation}
          readOnly={!canEdit}
        />
      )}
    </SavedRulePage>
  );
}
