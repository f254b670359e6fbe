import * as React from 'react';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { UseMutationResult } from '@tanstack/react-query';
import type { MatchingRuleDto } from '@contracts/distribution';
import type { MatchingRuleInput } from '@contracts/routing';
import { ConditionBuilder } from '@web/components/rules/condition-builder';
import { conditionErrorsOf } from '@web/components/rules/condition-model';
import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { FormSection } from '@web/components/ui/form-section';
import { UnsavedChangesDialog } from '@web/components/ui/unsaved-changes-dialog';
import { applyServerErrors } from '@web/lib/forms';
import { useRoutingLists } from '../api/list-routing-lists';
import { AssigneeSection } from './assignee-section';
import { BookingSection } from './booking-section';
import { FIELD_NAMES, formValuesOf, matchingRuleResolver, type MatchingRuleForm } from './matching-rule-form-model';
import { MatchingSection } from './matching-section';

type Props = {
  mode: 'create' | 'edit' | 'duplicate';
  defaultValues: MatchingRuleForm;
  mutation: UseMutationResult<MatchingRuleDto, Error, MatchingRuleInput>;
  onSaved?: (dto: MatchingRuleDto) => void;
  readOnly?: boolean;
};

const SAVE_LABELS = { create: 'Create rule', edit: 'Save changes', duplicate: 'Create copy' } as const;

/** The matching rule editor: one form over MatchingRuleInputSchema, in settings sections. */
export function MatchingRuleEditorForm({ mode, defaultValues, mutation, onSaved, readOnly }: Props) {
  const form = useForm<MatchingRuleForm, unknown, MatchingRuleInput>({ resolver: matchingRuleResolver, defaultValues, shouldFocusError: false });
  const container = React.useRef<HTMLFormElement>(null);
  const [saved, setSaved] = React.useState<MatchingRuleDto | null>(null);
  const lists = useRoutingLists();
  const { errors, isDirty } = form.formState;

  // Navigate only after the reset has rendered, so the unsaved-changes guard has let go.
  React.useEffect(() => {
    if (!saved) return;
    setSaved(null);
    onSaved?.(saved);
  }, [saved, onSaved]);

  const focusFirstError = () =>
    requestAnimationFrame(() => {
      const el = container.current?.querySelector<HTMLElement>('[aria-invalid="true"], [role="alert"]');
      el?.scrollIntoView({ block: 'center', behavior: 'smooth' });
      if (el?.matches('input, select, textarea, button')) el.focus();
    });

  const submit = form.handleSubmit(
    (values) =>
      mutation.mutate(values, {
        onSuccess: (dto) => {
          form.reset(formValuesOf(dto.definition));
          setSaved(dto);
        },
        onError: (error) => {
          applyServerErrors(error, form.setError, FIELD_NAMES);
          focusFirstError();
        },
      }),
    focusFirstError,
  );

  const conditionErrors = conditionErrorsOf(errors.conditions);

  return (
    <FormProvider {...form}>
      <form ref={container} onSubmit={submit} noValidate aria-label="Matching rule">
        <Card>
          <CardContent className="p-4 sm:p-6">
            <fieldset disabled={readOnly} className="min-w-0">
              <legend className="sr-only">Matching rule settings</legend>
              <div>
                <MatchingSection />
                <FormSection title="Additional conditions" description="Optional. Every condition must hold (AND) for the rule to match.">
                  <Controller
                    control={form.control}
                    name="conditions"
                    render={({ field }) => (
                      <ConditionBuilder
                        id="conditions"
                        value={field.value}
                        onChange={field.onChange}
                        errors={conditionErrors.rows}
                        error={conditionErrors.list}
                        lists={lists.isPending ? [] : (lists.data ?? null)}
                        disabled={readOnly}
                        emptyText="No additional conditions: the rule matches on the matching field alone."
                      />
                    )}
                  />
                </FormSection>
                <AssigneeSection />
                <BookingSection />
              </div>
            </fieldset>
          </CardContent>
          <div className="sticky bottom-0 flex flex-wrap items-center justify-end gap-2 rounded-b-lg border-t bg-background/95 px-4 py-3 backdrop-blur sm:px-6">
            <Button asChild variant="ghost">
              <Link to="/matching-rules">{readOnly ? 'Back to matching rules' : 'Cancel'}</Link>
            </Button>
            {!readOnly && (
              <Button type="submit" loading={mutation.isPending}>
                {SAVE_LABELS[mode]}
              </Button>
            )}
          </div>
        </Card>
      </form>
      {!readOnly && <UnsavedChangesDialog when={isDirty && !mutation.isPending} />}
    </FormProvider>
  );
}
