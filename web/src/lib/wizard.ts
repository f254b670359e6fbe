import * as React from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type { UseMutationResult } from '@tanstack/react-query';
import { ApiRequestError } from './api-error';
import { applyServerErrors } from './forms';

/**
 * What a multi-step editor needs around its steps: after a step change, focus moves to the step's
 * heading (or to the first invalid field when Next was refused), and the saved record is handed on
 * only after the form's reset has rendered, so the unsaved-changes guard has let go.
 */
export function useWizardFocus<T>(onSaved?: (saved: T) => void) {
  const [saved, setSaved] = React.useState<T | null>(null);
  const focus = React.useRef<'heading' | 'error' | null>(null);
  const container = React.useRef<HTMLDivElement>(null);
  const heading = React.useRef<HTMLHeadingElement>(null);

  React.useEffect(() => {
    if (focus.current === 'error') {
      const invalid = container.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
      const alert = container.current?.querySelector<HTMLElement>('[role="alert"]');
      if (invalid) invalid.focus();
      (invalid ?? alert)?.scrollIntoView({ block: 'center', behavior: 'smooth' });
    } else if (focus.current === 'heading') {
      heading.current?.focus();
      container.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
    }
    focus.current = null;
  });

  React.useEffect(() => {
    if (saved === null) return;
    setSaved(null);
    onSaved?.(saved);
  }, [saved, onSaved]);

  return { container, heading, saved, setSaved, focusNext: (target: 'heading' | 'error') => (focus.current = target) };
}

type FocusTarget = 'heading' | 'error';

/**
 * The step a wizard is on, with useWizardFocus around it: `show` moves to a step and says where focus goes
 * there, and calls `onShow` too, for what a wizard keeps about the steps it has reached.
 */
export function useWizardSteps<T>(onSaved?: (saved: T) => void, onShow?: (index: number, target: FocusTarget) => void) {
  const { focusNext, ...focus } = useWizardFocus<T>(onSaved);
  const [step, setStep] = React.useState(0);
  const show = (index: number, target: FocusTarget) => {
    focusNext(target);
    setStep(index);
    onShow?.(index, target);
  };
  return { ...focus, step, show };
}

/** The steps that hold one of the form's errors, for the stepper to mark. */
export const stepsWithErrors = (errors: object, firstStepWithError: (fields: string[]) => number) =>
  new Set(Object.keys(errors).map((field) => firstStepWithError([field])));

type WizardSubmit<TForm extends FieldValues, TValues, TDto, TInput> = {
  form: UseFormReturn<TForm, unknown, TValues>;
  mutation: UseMutationResult<TDto, Error, TInput>;
  /** What is sent for the form's checked values. */
  toInput: (values: TValues) => TInput;
  /** The values the editor holds once saved (the saved record's, or simply what was sent). */
  savedValues: (dto: TDto) => TForm;
  /** The fields a server error may name. */
  fields: readonly string[];
  /** The first step that holds one of these fields, -1 when none does. */
  firstStepWithError: (fields: string[]) => number;
  step: number;
  show: (index: number, target: 'heading' | 'error') => void;
  setSaved: (dto: TDto) => void;
};

/**
 * The wizards' submit: saved, the form resets (so the unsaved-changes guard lets go) and the record is handed on;
 * refused, by the browser's checks or the server's, the wizard shows the first step with an error, focused on it.
 */
export function wizardSubmit<TForm extends FieldValues, TValues, TDto, TInput>(o: WizardSubmit<TForm, TValues, TDto, TInput>) {
  return o.form.handleSubmit(
    (values) =>
      o.mutation.mutate(o.toInput(values), {
        onSuccess: (dto) => {
          o.form.reset(o.savedValues(dto));
          o.setSaved(dto);
        },
        onError: (error) => {
          applyServerErrors(error, o.form.setError, o.fields);
          const first = error instanceof ApiRequestError ? o.firstStepWithError(error.fieldErrors.map((f) => f.field ?? '')) : -1;
          if (first >= 0) o.show(first, 'error');
        },
      }),
    (invalid) => {
      const first = o.firstStepWithError(Object.keys(invalid));
      o.show(first >= 0 ? first : o.step, 'error');
    },
  );
}
