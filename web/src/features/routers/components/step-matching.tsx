import { useFormContext } from 'react-hook-form';
import { Info, Lock } from 'lucide-react';
import { MAX_MATCHING_RULES } from '@contracts/routing';
import { ROUTER_MESSAGES } from '@contracts/routers';
import { FormSection } from '@web/components/ui/form-section';
import { useMatchingRuleOptions } from '../api/list-options';
import type { SequenceRule } from './rule-sequence-field';
import { RuleSequenceFormField } from './rule-sequence-form-field';
import type { RouterForm } from './router-form-model';
import { SwitchRow } from './switch-row';

const MODULE_LABELS: Record<string, string> = {
  related_lead: 'Leads',
  related_contact: 'Contacts',
  related_account: 'Accounts',
  associated_account: 'Associated accounts',
  custom_object: 'Custom object',
  related_contact_opps: 'Contact opportunities',
  related_account_opps: 'Account opportunities',
};
const MATCH_BY_LABELS: Record<string, string> = {
  email: 'e-mail',
  email_domain: 'e-mail domain',
  phone: 'phone',
  form_field: 'a form field',
};

/**
 * Step 2, Add matching rules: which of the organization's matching rules this router runs, in order.
 * `locked` on an existing router: matching is fixed at creation, so it is shown read-only.
 */
export function StepMatching({ locked }: { locked?: boolean }) {
  const { watch, clearErrors } = useFormContext<RouterForm>();
  const rules = useMatchingRuleOptions();
  const enabled = watch('matchingEnabled');
  const options: SequenceRule[] = (rules.data ?? []).map((r) => ({
    id: r.id,
    name: r.name,
    detail: `Matches ${MODULE_LABELS[r.definition.moduleType] ?? r.definition.moduleType} by ${MATCH_BY_LABELS[r.definition.matchBy.by] ?? r.definition.matchBy.by}`,
  }));

  return (
    <div>
      <FormSection
        title="Matching rules"
        description="Find the prospect in your CRM and route them to the record's owner, a member or groups. The first rule that matches decides."
      >
        {locked && (
          <p className="flex items-start gap-2 rounded-md border border-sky-200 bg-sky-50 p-3 text-sm text-sky-900">
            <Lock className="mt-0.5 h-4 w-4 shrink-0" aria-hidden /> {ROUTER_MESSAGES.matchingLocked}
          </p>
        )}
        <SwitchRow
          name="matchingEnabled"
          label="Enable matching rules"
          description={
            enabled ? 'Prospects are matched against CRM records before distribution.' : 'Prospects go straight to distribution rules.'
          }
          disabled={locked}
          onChange={() => clearErrors(['matchingRuleIds', 'distributionRuleIds'])}
        />
        {enabled && (
          <RuleSequenceFormField
            name="matchingRuleIds"
            what="matching rules"
            rules={options}
            loading={rules.isPending}
            max={MAX_MATCHING_RULES}
            maxMessage={ROUTER_MESSAGES.matchingRulesMax}
            disabled={locked}
            createLink={{ to: '/matching-rules/new', label: 'Create a matching rule' }}
          />
        )}
        {!locked && (
          <p className="flex items-start gap-1.5 text-xs text-muted-foreground">
            <Info className="mt-0.5 h-3.5 w-3.5 shrink-0" aria-hidden />
            The order decides which rule is evaluated first. Matching cannot be changed after the router is created.
          </p>
        )}
      </FormSection>
    </div>
  );
}
