import * as React from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import type { UseMutationResult } from '@tanstack/react-query';
import type { DistributionKind, DistributionRuleDto } from '@contracts/distribution';
import type { DistributionRuleInput } from '@contracts/routing-pods';
import { RulePreviewSheet } from '@web/components/routers/rule-preview-sheet';
import { RuleConditionsField, RuleFormFooter, useRuleFormSave } from '@web/components/rules/rule-form';
import { Card, CardContent } from '@web/components/ui/card';
import { FormSection } from '@web/components/ui/form-section';
import { UnsavedChangesDialog } from '@web/components/ui/unsaved-changes-dialog';
import { ApiRequestError } from '@web/lib/api-error';
import { useRoutingLists } from '@web/lib/routing-lists';
import type { DistributionRequest } from '../api/save-types';
import {
  FIELD_NAMES,
  distributionResolver,
  formValuesOf,
  toDefinition,
  type DistributionForm,
  type DistributionSubmit,
} from './distribution-form-model';
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
  /** The saved rule's id (edit mode): a preview then decides with its unsaved edits in its place. */
  ruleId?: string;
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
    error.errors.map((e) =>
      e.source?.pointer?.startsWith('/definition/')
        ? { ...e, source: { ...e.source, pointer: e.source.pointer.slice('/definition'.length) } }
        : e,
    ),
  );
}

/** The distribution rule / fallback pod editor: pod, conditions, method and calibration, booking. */
export function DistributionRuleForm({ kind, mode, defaultValues, mutation, onSaved, readOnly, ruleId }: Props) {
  const resolver = React.useMemo(() => distributionResolver(kind), [kind]);
  const form = useForm<DistributionForm, unknown, DistributionSubmit>({ resolver, defaultValues, shouldFocusError: false });
  // Navigate only after the reset has rendered, so the unsaved-changes guard has let go.
  const { container, submit } = useRuleFormSave({
    form,
    mutation,
    request: (values: DistributionSubmit) => toRequest(kind, values),
    savedValues: formValuesOf,
    fields: FIELD_NAMES,
    errorOf: withoutDefinitionPrefix,
    onSaved,
  });
  const lists = useRoutingLists();
  const { isDirty } = form.formState;

  const saveLabel = mode === 'edit' ? 'Save changes' : kind === 'fallback_pod' ? 'Create fallback pod' : 'Create rule';

  return (
    <FormProvider {...form}>
      {!readOnly && kind === 'rule' && (
        <div className="mb-3 flex justify-end">
          <RulePreviewSheet
            rule={() => ({
              kind: 'distribution',
              ...(ruleId ? { id: ruleId } : {}),
              definition: toDefinition(form.getValues()) as DistributionRuleInput,
            })}
          />
        </div>
      )}
      <form ref={container} onSubmit={submit} noValidate aria-label={kind === 'fallback_pod' ? 'Fallback pod' : 'Distribution rule'}>
        <Card>
          <CardContent className="p-4 sm:p-6">
            <fieldset disabled={readOnly} className="min-w-0">
              <legend className="sr-only">Settings</legend>
              <div>
                <PodSetupSection readOnly={readOnly} />
                {kind === 'rule' ? (
                  <FormSection
                    title="Conditions"
                    description="Prospects this rule takes. Every condition must hold (AND); rules are checked in sequence."
                  >
                    <RuleConditionsField
                      lists={lists}
                      disabled={readOnly}
                      emptyText="Add at least one condition. A pod without conditions is the fallback pod."
                    />
                  </FormSection>
                ) : (
                  <FormSection title="Conditions" description="The fallback pod has no conditions.">
                    <p className="rounded-md border bg-muted/30 p-3 text-sm text-muted-foreground">
                      It takes every prospect that no distribution rule matched.
                    </p>
                  </FormSection>
                )}
                <MethodCalibrationSection />
                <PodBookingSection />
              </div>
            </fieldset>
          </CardContent>
          <RuleFormFooter
            back={{ to: '/distribution-rules', label: 'Back to distribution rules' }}
            readOnly={readOnly}
            saving={mutation.isPending}
            saveLabel={saveLabel}
          />
        </Card>
      </form>
      {!readOnly && <UnsavedChangesDialog when={isDirty && !mutation.isPending} />}
    </FormProvider>
  );
}
