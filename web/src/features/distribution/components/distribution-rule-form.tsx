import * as React from 'react';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { UseMutationResult } from '@tanstack/react-query';
import type { DistributionKind, DistributionRuleDto } from '@contracts/distribution';
import { ConditionBuilder } from '@web/components/rules/condition-builder';
import { conditionErrorsOf } from '@web/components/rules/condition-model';
import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { FormSection } from '@web/components/ui/form-section';
import { UnsavedChangesDialog } from '@web/components/ui/unsaved-changes-dialog';
import { ApiRequestError } from '@web/lib/api-error';
import { applyServerErrors } from '@web/lib/forms';
import { useRoutingLists } from '../api/list-routing-lists';
import type { DistributionRequest } from '../api/save-types';
import { FIELD_NAMES, distributionResolver, formValuesOf, type DistributionForm, type DistributionSubmit } from './distribution-form-model';
import { MethodCalibrationSection } from './method-calibration-section';
import { PodBookingSection } from './pod-booking-section';
import { PodSetupSection } from './pod-setup-section';

type Props = {
  kind: DistributionKind;
  mode: 'create' | 'edit';
  defaultValues: DistributionForm;
  mutation: UseMutationResult<DistributionRuleDto, Error, DistributionRequest>;
  onSaved?: (dto: DistributionRuleDto) => void;
  readOnly?: boolean;
};

/** The request body: calibration travels beside the definition; vacation calibration is off with flexible. */
function toRequest(kind: DistributionKind, values: DistributionSubmit): DistributionRequest {
  const { calibration, ...definition } = values;
  const flexible = definition.method === 'round_robin_available';
  return { kind, definition, calibration: { ...calibration, vacationCalibration: flexible ? false : calibration.vacationCalibration } };
}

/** Server errors point at /definition/<field>; the form's fields have the same names without the prefix. */
function withoutDefinitionPrefix(error: unknown): unknown {
  if (!(error instanceof ApiRequestError)) return error;
  return new ApiRequestError(
    error.status,
    error.errors.map((e) => (e.source?.pointer?.startsWith('/definition/') ? { ...e, source: { ...e.source, pointer: e.source.pointer.slice('/definition'.length) } } : e)),
  );
}

/** The distribution rule / fallback pod editor: pod, conditions, method and calibration, booking. */
export function DistributionRuleForm({ kind, mode, defaultValues, mutation, onSaved, readOnly }: Props) {
  const resolver = React.useMemo(() => distributionResolver(kind), [kind]);
  const form = useForm<DistributionForm, unknown, DistributionSubmit>({ resolver, defaultValues, shouldFocusError: false });
  const container = React.useRef<HTMLFormElement>(null);
  const [saved, setSaved] = React.useState<DistributionRuleDto | null>(null);
  const lists = useRoutingLists();
  const { errors, isDirty } = form.formState;

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
      mutation.mutate(toRequest(kind, values), {
        onSuccess: (dto) => {
          form.reset(formValuesOf(dto));
          setSaved(dto);
        },
        onError: (error) => {
          applyServerErrors(withoutDefinitionPrefix(error), form.setError, FIELD_NAMES);
          focusFirstError();
        },
      }),
    focusFirstError,
  );

  const conditionErrors = conditionErrorsOf(errors.conditions);
  const saveLabel = mode === 'edit' ? 'Save changes' : kind === 'fallback_pod' ? 'Create fallback pod' : 'Create rule';

  return (
    <FormProvider {...form}>
      <form ref={container} onSubmit={submit} noValidate aria-label={kind === 'fallback_pod' ? 'Fallback pod' : 'Distribution rule'}>
        <Card>
          <CardContent className="p-4 sm:p-6">
            <fieldset disabled={readOnly} className="min-w-0">
              <legend className="sr-only">Settings</legend>
              <div>
                <PodSetupSection readOnly={readOnly} />
                {kind === 'rule' ? (
                  <FormSection title="Conditions" description="Prospects this rule takes. Every condition must hold (AND); rules are checked in sequence.">
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
                          emptyText="Add at least one condition. A pod without conditions is the fallback pod."
                        />
                      )}
                    />
                  </FormSection>
                ) : (
                  <FormSection title="Conditions" description="The fallback pod has no conditions.">
                    <p className="rounded-md border bg-muted/30 p-3 text-sm text-muted-foreground">It takes every prospect that no distribution rule matched.</p>
                  </FormSection>
                )}
                <MethodCalibrationSection />
                <PodBookingSection />
              </div>
            </fieldset>
          </CardContent>
          <div className="sticky bottom-0 flex flex-wrap items-center justify-end gap-2 rounded-b-lg border-t bg-background/95 px-4 py-3 backdrop-blur sm:px-6">
            <Button asChild variant="ghost">
              <Link to="/distribution-rules">{readOnly ? 'Back to distribution rules' : 'Cancel'}</Link>
            </Button>
            {!readOnly && (
              <Button type="submit" loading={mutation.isPending}>
                {saveLabel}
              </Button>
            )}
          </div>
        </Card>
      </form>
      {!readOnly && <UnsavedChangesDialog when={isDirty && !mutation.isPending} />}
    </FormProvider>
  );
}
