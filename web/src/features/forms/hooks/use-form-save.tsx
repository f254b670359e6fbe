import * as React from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import type { UseMutationResult } from '@tanstack/react-query';
import type { FormDto } from '@contracts/forms';
import type { FormValues } from '@contracts/forms-body';
import { UnsavedChangesDialog } from '@web/components/ui/unsaved-changes-dialog';
import { applyServerErrors } from '@web/lib/forms';
import { FormReadyDialog } from '../components/form-ready-dialog';

type SaveOptions<TForm extends FieldValues, TValues extends FormValues> = {
  form: UseFormReturn<TForm, unknown, TValues>;
  mutation: UseMutationResult<FormDto, Error, FormValues>;
  /** The saved form as the editor's values, so the editor is clean again after a save. */
  toForm: (dto: FormDto) => TForm;
  /** The fields a server error may name; other errors stay as the form's own message. */
  fields: readonly Path<TForm>[];
  /** The first save of a new form (or copy) opens the "form ready" dialog; saving an edit does not. */
  firstSave: boolean;
  /** What the first invalid place is: fields only, or also a list's own alert (the builder's questions). */
  invalid?: string;
};

/**
 * Saving one of the form editors: on success the editor resets to what was saved (and a first save opens the "form
 * ready" dialog); on failure the server's errors go on their fields and the first invalid place scrolls into view,
 * focused when it is a field.
 */
export function useFormSave<TForm extends FieldValues, TValues extends FormValues>(options: SaveOptions<TForm, TValues>) {
  const { form, mutation, toForm, fields, firstSave, invalid = '[aria-invalid="true"]' } = options;
  const [ready, setReady] = React.useState<FormDto | null>(null);
  const container = React.useRef<HTMLFormElement>(null);
  const focusFirstError = () =>
    requestAnimationFrame(() => {
      const first = container.current?.querySelector<HTMLElement>(invalid);
      first?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
      if (first?.matches('input, textarea, select')) first.focus();
    });
  const submit = form.handleSubmit(
    (values) =>
      mutation.mutate(values, {
        onSuccess: (dto) => {
          form.reset(toForm(dto));
          if (firstSave) setReady(dto);
        },
        onError: (error) => {
          applyServerErrors(error, form.setError, fields);
          focusFirstError();
        },
      }),
    focusFirstError,
  );
  return { container, submit, ready, setReady };
}

type DialogsProps = {
  readOnly?: boolean;
  dirty: boolean;
  saving: boolean;
  ready: FormDto | null;
  setReady: (dto: FormDto | null) => void;
  onDone?: () => void;
  onKeepEditing?: (dto: FormDto) => void;
};

/** The editors' two dialogs: leaving with unsaved changes, and the "form ready" dialog after a first save. */
export function FormSaveDialogs({ readOnly, dirty, saving, ready, setReady, onDone, onKeepEditing }: DialogsProps) {
  return (
    <>
      {!readOnly && <UnsavedChangesDialog when={dirty && !saving} />}
      <FormReadyDialog
        form={ready}
        onOpenChange={(open) => !open && ready && onKeepEditing?.(ready)}
        onDone={() => {
          setReady(null);
          onDone?.();
        }}
        onKeepEditing={() => ready && onKeepEditing?.(ready)}
      />
    </>
  );
}
