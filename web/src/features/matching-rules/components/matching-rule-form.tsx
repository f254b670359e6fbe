import * as React from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import type { UseMutationResult } from '@tanstack/react-query';
import type { MatchingRuleDto } from '@contracts/distribution';
import type { MatchingRuleInput } from '@contracts/routing';
import { RulePreviewSheet } from '@web/components/routers/rule-preview-sheet';
import { RuleConditionsField, RuleFormFooter, useRuleFormSave } from '@web/components/rules/rule-form';
import { Card, CardContent } from '@web/components/ui/card';
import { FormSection } from '@web/components/ui/form-section';
import { UnsavedChangesDialog } from '@web/components/ui/unsaved-changes-dialog';
import { useRoutingLists } from '@web/lib/routing-lists';
import { AssigneeSection } from './assignee-section';
import { BookingSection } from './booking-section';
import { FIELD_NAMES, formValuesOf, matchingRuleResolver, toInput, type MatchingRuleForm } from './matching-rule-form-model';
import { MatchingSection } from './matching-section';

type Props = {
  mode: 'create' | 'edit' | 'duplicate';
  defaultValues: MatchingRuleForm;
  mutation: UseMutationResult<MatchingRuleDto, Error, MatchingRuleInput>;
  onSaved?: (dto: MatchingRuleDto) => void;
  readOnly?: boolean;
  /** The saved rule's id (edit mode): a preview then decides with its unsaved edits in its place. */
  ruleId?: string;
};

const SAVE_LABELS = { create: 'Create rule', edit: 'Save changes', duplicate: 'Create copy' } as const;

/** The matching rule editor: one form over MatchingRuleInputSchema, in settings sections. */
export function MatchingRuleEditorForm({ mode, defaultValues, mutation, onSaved, readOnly, ruleId }: Props) {
  const form = useForm<MatchingRuleForm, unknown, MatchingRuleInput>({
    resolver: matchingRuleResolver,
    defaultValues,
    shouldFocusError: false,
  });
  // Navigate only after the reset has rendered, so the unsaved-changes guard has let go.
  const { container, submit } = useRuleFormSave({
    form,
    mutation,
    request: (values: MatchingRuleInput) => values,
    savedValues: (dto) => formValuesOf(dto.definition),
    fields: FIELD_NAMES,
    onSaved,
  });
  const lists = useRoutingLists();
  const { isDirty } = form.formState;

  return (
    <FormProvider {...form}>
      {!readOnly && (
        <div className="mb-3 flex justify-end">
          <RulePreviewSheet
            rule={() => ({
              kind: 'matching',
              ...(ruleId ? { id: ruleId } : {}),
              definition: toInput(form.getValues()) as MatchingRuleInput,
            })}
          />
        </div>
      )}
      <form ref={container} onSubmit={submit} noValidate aria-label="Matching rule">
        <Card>
          <CardContent className="p-4 sm:p-6">
            <fieldset disabled={readOnly} className="min-w-0">
              <legend className="sr-only">Matching rule settings</legend>
              <div>
                <MatchingSection />
                <FormSection title="Additional conditions" description="Optional. Every condition must hold (AND) for the rule to match.">
                  <RuleConditionsField
                    lists={lists}
                    disabled={readOnly}
                    emptyText="No additional conditions: the rule matches on the matching field alone."
                  />
                </FormSection>
                <AssigneeSection />
                <BookingSection />
              </div>
            </fieldset>
          </CardContent>
          <RuleFormFooter
            back={{ to: '/matching-rules', label: 'Back to matching rules' }}
            readOnly={readOnly}
            saving={mutation.isPending}
            saveLabel={SAVE_LABELS[mode]}
          />
        </Card>
      </form>
      {!readOnly && <UnsavedChangesDialog when={isDirty && !mutation.isPending} />}
    </FormProvider>
  );
}
