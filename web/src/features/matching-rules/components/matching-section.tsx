import { Controller, useFormContext } from 'react-hook-form';
import { Info } from 'lucide-react';
import { FieldError } from '@web/components/ui/form-field';
import { FormSection } from '@web/components/ui/form-section';
import { Switch } from '@web/components/ui/switch';
import { SelectField, TextField } from '@web/components/ui/text-field';
import { RadioCardsField } from '@web/components/ui/radio-cards-field';
import { EnterpriseNote } from '@web/components/plans/enterprise-note';
import { usePlanIncludes } from '@web/lib/plan';
import type { MatchingRuleForm } from './matching-rule-form-model';
import {
  FUZZY_ONLY_EMAIL,
  MATCH_BY,
  MATCH_BY_HINTS,
  MATCH_BY_LABELS,
  MODULE_TYPES,
  MODULE_TYPE_HINTS,
  MODULE_TYPE_LABELS,
} from './matching-rule-labels';

/** Name, the CRM object looked for, and what of the prospect is compared with it. */
export function MatchingSection() {
  const form = useFormContext<MatchingRuleForm>();
  const { control, watch, setValue, formState } = form;
  const { errors } = formState;
  const [moduleType, by] = watch(['moduleType', 'matchBy.by']);
  const opportunities = usePlanIncludes('opportunities');
  const isOpportunity = (m: string) => m === 'related_contact_opps' || m === 'related_account_opps';

  return (
    <>
      <FormSection title="Basics" description="How the rule is named and which CRM records it looks for.">
        <TextField form={form} name="name" label="Rule name" autoComplete="off" placeholder="Existing customers go to their owner" />
        <SelectField form={form} name="moduleType" label="Module type" hint={moduleType ? MODULE_TYPE_HINTS[moduleType] : undefined}>
          {MODULE_TYPES.map((m) => (
            <option key={m} value={m} disabled={!opportunities && isOpportunity(m)}>
              {MODULE_TYPE_LABELS[m]}
            </option>
          ))}
        </SelectField>
        {!opportunities && <EnterpriseNote feature="opportunities" />}
        {moduleType === 'custom_object' && (
          <TextField
            form={form}
            name="customObjectType"
            label="Custom object type"
            hint="The API name of the custom object in your CRM."
            autoComplete="off"
            placeholder="e.g. partner__c"
          />
        )}
      </FormSection>

      <FormSection title="Matching field" description="What of the prospect is compared with the CRM record.">
        <RadioCardsField
          control={control}
          name="matchBy.by"
          legend="Match by"
          columns={2}
          onPick={(next) => {
            if (next !== 'email') setValue('fuzzy', false, { shouldDirty: true });
          }}
          options={MATCH_BY.map((m) => ({ value: m, label: MATCH_BY_LABELS[m], description: MATCH_BY_HINTS[m] }))}
        />
        {by === 'form_field' && (
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField form={form} name="matchBy.formField" label="Form field" autoComplete="off" placeholder="e.g. company_website" />
            <TextField form={form} name="matchBy.crmField" label="CRM field" autoComplete="off" placeholder="e.g. website" />
          </div>
        )}
        <Controller
          control={control}
          name="fuzzy"
          render={({ field }) => (
            <div className="grid gap-1.5">
              <div className="flex items-start justify-between gap-4 rounded-md border p-3">
                <div className="grid gap-0.5">
                  <label htmlFor="fuzzy" className="text-sm font-medium">
                    Fuzzy matching
                  </label>
                  <p id="fuzzy-hint" className="text-xs text-muted-foreground">
                    When the full e-mail does not match, match on the e-mail domain.
                  </p>
                </div>
                <Switch
                  id="fuzzy"
                  checked={field.value}
                  onCheckedChange={field.onChange}
                  disabled={by !== 'email'}
                  aria-describedby={by !== 'email' ? 'fuzzy-hint fuzzy-disabled' : 'fuzzy-hint'}
                />
              </div>
              {by !== 'email' && (
                <p id="fuzzy-disabled" className="flex items-center gap-1.5 text-xs text-muted-foreground">
                  <Info className="h-3.5 w-3.5" aria-hidden /> {FUZZY_ONLY_EMAIL}
                </p>
              )}
              <FieldError>{errors.fuzzy?.message}</FieldError>
            </div>
          )}
        />
      </FormSection>
    </>
  );
}
