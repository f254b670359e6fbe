import { FormProvider, useForm } from 'react-hook-form';
import type { UseMutationResult } from '@tanstack/react-query';
import { REDIRECT_RULE_TYPE_LABELS, REDIRECT_RULE_TYPES, type RedirectRuleDto, type RedirectRuleInput } from '@contracts/routers';
import { RuleConditionsField } from '@web/components/rules/rule-form';
import { FormSheet } from '@web/components/ui/form-sheet';
import { applyServerErrors } from '@web/lib/forms';
import { useRoutingLists } from '@web/lib/routing-lists';
import { QueryParamsField } from './query-params-field';
import { FIELD_NAMES, redirectRuleResolver, type RedirectRuleForm } from './redirect-rule-form-model';
import { labelledOptions } from '@web/components/ui/named-options';
import { SelectField, TextField } from '@web/components/ui/text-field';
import type { DialogState } from '@web/components/ui/dialog';

type Props = DialogState & {
  mode: 'create' | 'edit';
  defaultValues: RedirectRuleForm;
  mutation: UseMutationResult<RedirectRuleDto, Error, RedirectRuleInput>;
  readOnly?: boolean;
};

/**
 * Create or edit one redirect rule in a side sheet: name, outcome, conditions, URL and query parameters.
 * Mount it per rule (keyed): the form takes `defaultValues` once.
 */
export function RedirectRuleSheet({ open, onOpenChange, mode, defaultValues, mutation, readOnly }: Props) {
  const form = useForm<RedirectRuleForm, unknown, RedirectRuleInput>({ resolver: redirectRuleResolver, defaultValues });
  const lists = useRoutingLists();
  const errors = form.formState.errors;

  const submit = form.handleSubmit((values) =>
    mutation.mutate(values, {
      onSuccess: () => onOpenChange(false),
      onError: (error) => applyServerErrors(error, form.setError, FIELD_NAMES),
    }),
  );

  return (
    <FormProvider {...form}>
      <FormSheet
        open={open}
        onOpenChange={onOpenChange}
        title={readOnly ? defaultValues.name : mode === 'create' ? 'New redirect rule' : 'Edit redirect rule'}
        description="Prospects whose answers meet every condition go to this URL instead of the router's fallback URL."
        onSubmit={submit}
        label="Redirect rule"
        submitLabel={mode === 'create' ? 'Create rule' : 'Save changes'}
        pending={mutation.isPending}
        readOnly={readOnly}
      >
        <fieldset disabled={readOnly} className="grid min-w-0 gap-5">
          <legend className="sr-only">Redirect rule settings</legend>
          <TextField form={form} name="name" id="redirect-name" label="Name" autoComplete="off" />
          <SelectField form={form} name="type" id="redirect-type" label="Redirect type">
            {labelledOptions(REDIRECT_RULE_TYPES, REDIRECT_RULE_TYPE_LABELS)}
          </SelectField>
          <div className="grid gap-1.5">
            <h3 className="text-sm font-medium">Conditions</h3>
            <p className="text-xs text-muted-foreground">Every condition must hold (AND).</p>
            <RuleConditionsField lists={lists} disabled={readOnly} emptyText="Add at least 1 condition." />
          </div>
          <TextField
            form={form}
            name="url"
            id="redirect-url"
            label="Redirect URL"
            type="url"
            inputMode="url"
            placeholder="https://www.example.com/thank-you"
          />
          <div className="grid gap-1.5">
            <h3 className="text-sm font-medium">Query parameters</h3>
            <QueryParamsField />
          </div>
        </fieldset>
      </FormSheet>
    </FormProvider>
  );
}
