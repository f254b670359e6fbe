import * as React from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import type { UseMutationResult } from '@tanstack/react-query';
import type { RouterDto, RouterInput } from '@contracts/routers';
import { Button } from '@web/components/ui/button';
import { WizardCard } from '@web/components/ui/wizard-card';
import { UnsavedChangesDialog } from '@web/components/ui/unsaved-changes-dialog';
import { stepsWithErrors, useWizardSteps, wizardSubmit } from '@web/lib/wizard';
import { useFormFields } from '../hooks/use-form-fields';
import { FIELD_NAMES, STEP_INDEX, STEPS, firstStepWithError, routerResolver, toInput, type RouterForm } from './router-form-model';
import { RouterSteps } from './router-steps';

type Props = {
  mode: 'create' | 'clone';
  defaultValues: RouterForm;
  mutation: UseMutationResult<RouterDto, Error, RouterInput>;
  onSaved?: (dto: RouterDto) => void;
};

const SAVE_LABELS = { create: 'Create', clone: 'Create copy' } as const;

/** The six-step inbound router wizard: one form over RouterInputSchema, each step validated on Next. */
export function RouterWizard({ mode, defaultValues, mutation, onSaved }: Props) {
  const form = useForm<RouterForm, unknown, RouterInput>({ resolver: routerResolver, defaultValues, shouldFocusError: false });
  const [reached, setReached] = React.useState(mode === 'clone' ? STEPS.length - 1 : 0);
  // A step shown by moving on is reached: the stepper lets the user jump back to it later.
  const wizard = useWizardSteps<RouterDto>(onSaved, (index, target) => {
    if (target === 'heading') setReached((r) => Math.max(r, index));
  });
  const { container, heading, saved, step, show } = wizard;
  const { errors, isDirty } = form.formState;
  const selectedForm = useFormFields(form.watch('formId'));

  /** The current step's own checks: its fields, and for the form step that the form maps name and e-mail. */
  const validateStep = async () => {
    const ok = await form.trigger(STEPS[step].fields);
    if (!ok) return false;
    if (step === STEP_INDEX.form && selectedForm.problem) {
      form.setError('formId', { type: 'mapping', message: selectedForm.problem });
      return false;
    }
    return true;
  };

  const goTo = async (index: number) => {
    if (index === step || index < 0 || index >= STEPS.length) return;
    if (index > step) {
      if (index > reached + 1 && index > step + 1) return;
      if (!(await validateStep())) return show(step, 'error');
    }
    show(index, 'heading');
  };

  const skip = () => {
    if (step === STEP_INDEX.matching) form.setValue('matchingEnabled', false, { shouldDirty: true });
    if (step === STEP_INDEX.redistribution) form.setValue('redistributionEnabled', false, { shouldDirty: true });
    form.clearErrors(STEPS[step].fields);
    show(step + 1, 'heading');
  };

  const submit = wizardSubmit({
    form,
    mutation,
    toInput: (values) => values,
    savedValues: () => form.getValues(),
    fields: FIELD_NAMES,
    firstStepWithError,
    ...wizard,
  });

  const invalidSteps = stepsWithErrors(errors, firstStepWithError);
  const last = step === STEPS.length - 1;
  const skippable = step === STEP_INDEX.matching || step === STEP_INDEX.redistribution;

  return (
    <FormProvider {...form}>
      <form
        onSubmit={(e) => {
          // Enter in a text box on an earlier step moves on instead of creating the router.
          if (!last) {
            e.preventDefault();
            return void goTo(step + 1);
          }
          return submit(e);
        }}
        noValidate
        aria-label="Inbound router"
      >
        <WizardCard
          container={container}
          heading={heading}
          label="Router steps"
          stepperClassName="[&>ol]:grid-cols-6"
          steps={STEPS.map((s, i) => ({ id: s.id, title: s.title, invalid: invalidSteps.has(i) }))}
          step={step}
          onSelect={(i) => void goTo(i)}
          back={{ to: '/inbound-router/routers', label: 'Cancel' }}
          actions={
            <>
              <div className="ml-auto flex flex-wrap gap-2 sm:ml-0">
                <Button type="button" variant="outline" onClick={() => void goTo(step - 1)} disabled={step === 0}>
                  Previous
                </Button>
                {skippable && (
                  <Button type="button" variant="ghost" onClick={skip}>
                    Skip this step
                  </Button>
                )}
                {/* Distinct keys: reusing the Next button's element as the submit button would let the click that
                    moved here also submit the form, showing the last step's errors on arrival. */}
                {last ? (
                  <Button key="create" type="submit" loading={mutation.isPending}>
                    {SAVE_LABELS[mode]}
                  </Button>
                ) : (
                  <Button key="next" type="button" onClick={() => void goTo(step + 1)}>
                    Next
                  </Button>
                )}
              </div>
            </>
          }
        >
          <RouterSteps step={step} />
        </WizardCard>
      </form>
      <UnsavedChangesDialog when={isDirty && !mutation.isPending && !saved} />
    </FormProvider>
  );
}
