import * as React from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import type { UseMutationResult } from '@tanstack/react-query';
import { defaultAvailability } from '@contracts/availability';
import type { MeetingTypeDto, MeetingTypeValues } from '@contracts/meeting-types';
import { Button } from '@web/components/ui/button';
import { WizardCard } from '@web/components/ui/wizard-card';
import { UnsavedChangesDialog } from '@web/components/ui/unsaved-changes-dialog';
import { stepsWithErrors, useWizardSteps, wizardSubmit } from '@web/lib/wizard';
import {
  FIELD_NAMES,
  STEPS,
  firstStepWithError,
  formValuesOf,
  meetingTypeResolver,
  valuesForSave,
  type MeetingTypeForm,
} from './meeting-type-form-model';
import type { KnownMember } from './setup-availability';
import { StepCalendarInvite } from './step-calendar-invite';
import { StepMeetingSetup } from './step-meeting-setup';
import { StepReminder } from './step-reminder';
import { StepSchedulerSettings } from './step-scheduler-settings';

export type MeetingTypeWizardProps = {
  mode: 'create' | 'edit' | 'clone';
  defaultValues: MeetingTypeForm;
  mutation: UseMutationResult<MeetingTypeDto, Error, MeetingTypeValues>;
  onSaved?: (dto: MeetingTypeDto) => void;
  readOnly?: boolean;
  knownMembers?: KnownMember[];
  /** The zone a new recurring schedule starts in. */
  defaultTimeZone: string;
};

const SAVE_LABELS = { create: 'Create meeting type', edit: 'Save changes', clone: 'Create copy' } as const;

/** The four-step meeting type editor: one form over meetingTypeSchema, validated step by step. */
export function MeetingTypeWizard({
  mode,
  defaultValues,
  mutation,
  onSaved,
  readOnly,
  knownMembers,
  defaultTimeZone,
}: MeetingTypeWizardProps) {
  const form = useForm<MeetingTypeForm, unknown, MeetingTypeValues>({
    resolver: meetingTypeResolver,
    defaultValues,
    shouldFocusError: false,
  });
  const wizard = useWizardSteps<MeetingTypeDto>(onSaved);
  const { container, heading, saved, step, show } = wizard;
  const { errors, isDirty } = form.formState;
  const [kind, source] = form.watch(['kind', 'availabilitySource']);

  // A recurring schedule needs hours from the start, so switching to it fills in the default week.
  React.useEffect(() => {
    if ((kind === 'recurring' || source === 'recurring') && !form.getValues('recurringAvailability')) {
      form.setValue('recurringAvailability', defaultAvailability(defaultTimeZone), { shouldDirty: true });
    }
  }, [kind, source, defaultTimeZone, form]);

  const goTo = async (index: number) => {
    if (index === step) return;
    if (index > step && !readOnly) {
      const ok = await form.trigger(STEPS[step].fields);
      if (!ok) return show(step, 'error');
    }
    show(index, 'heading');
  };

  const onKindChange = (next: MeetingTypeForm['kind']) => {
    if (next === 'recurring') form.setValue('availabilitySource', 'recurring');
    else if (form.getValues('availabilitySource') === 'recurring') form.setValue('availabilitySource', 'member');
    form.clearErrors(['eventDates', 'recurringAvailability', 'teamId', 'availabilitySource']);
  };

  const submit = wizardSubmit({
    form,
    mutation,
    toInput: valuesForSave,
    savedValues: formValuesOf,
    fields: FIELD_NAMES,
    firstStepWithError,
    ...wizard,
  });

  const invalidSteps = stepsWithErrors(errors, firstStepWithError);
  const last = step === STEPS.length - 1;

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate aria-label="Meeting type">
        <WizardCard
          container={container}
          heading={heading}
          label="Meeting type steps"
          steps={STEPS.map((s, i) => ({ ...s, invalid: invalidSteps.has(i) }))}
          step={step}
          onSelect={(i) => void goTo(i)}
          back={{ to: '/meeting-types', label: readOnly ? 'Back to meeting types' : 'Cancel' }}
          actions={
            <>
              <div className="ml-auto flex gap-2 sm:ml-0">
                <Button type="button" variant="outline" onClick={() => void goTo(step - 1)} disabled={step === 0}>
                  Previous
                </Button>
                {!last && (
                  <Button type="button" variant={mode === 'edit' && !readOnly ? 'outline' : 'default'} onClick={() => void goTo(step + 1)}>
                    Next
                  </Button>
                )}
              </div>
              {!readOnly && (
                <Button
                  type="submit"
                  className="w-full sm:w-auto"
                  variant={mode === 'edit' || last ? 'default' : 'outline'}
                  loading={mutation.isPending}
                >
                  {SAVE_LABELS[mode]}
                </Button>
              )}
            </>
          }
        >
          <fieldset disabled={readOnly} className="min-w-0">
            <legend className="sr-only">{STEPS[step].title}</legend>
            {step === 0 && <StepMeetingSetup onKindChange={onKindChange} knownMembers={knownMembers} defaultTimeZone={defaultTimeZone} />}
            {step === 1 && <StepSchedulerSettings />}
            {step === 2 && <StepCalendarInvite />}
            {step === 3 && <StepReminder />}
          </fieldset>
        </WizardCard>
      </form>
      {!readOnly && <UnsavedChangesDialog when={isDirty && !mutation.isPending} />}
    </FormProvider>
  );
}
