import * as React from 'react';
import type { DefaultValues, FieldValues, Path, UseFormHandleSubmit, UseFormReturn, UseFormSetError } from 'react-hook-form';
import toast from 'react-hot-toast';
import { ApiRequestError } from './api-error';

/**
 * Puts server errors on the fields they point at; anything without a matching field becomes an error
 * toast, so no message is ever swallowed.
 */
export function applyServerErrors<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>, fields: readonly string[]) {
  if (!(error instanceof ApiRequestError)) {
    toast.error('Something went wrong. Looks like an unexpected error, we are trying to fix it soon.');
    return;
  }
  const leftover: string[] = [];
  for (const { field, message } of error.fieldErrors) {
    const root = field?.split('.')[0];
    if (field && root && fields.includes(root)) setError(field as Path<T>, { type: 'server', message });
    else leftover.push(message);
  }
  for (const message of new Set(leftover)) toast.error(message);
}

/**
 * A form's submit that saves its values through `mutation`: after a save `onSuccess` runs, and server errors land on
 * `fields` (see applyServerErrors).
 */
export function submitTo<T extends FieldValues, V, D>(
  form: { handleSubmit: UseFormHandleSubmit<T, V>; setError: UseFormSetError<T> },
  mutation: { mutate: (values: V, options: { onSuccess?: (data: D) => void; onError: (e: unknown) => void }) => void },
  fields: readonly string[],
  onSuccess?: (data: D) => void,
) {
  return form.handleSubmit((values) => mutation.mutate(values, { onSuccess, onError: (e) => applyServerErrors(e, form.setError, fields) }));
}

/**
 * Starts a dialog's form over with `values` each time it opens, and when `key` (the record it edits) changes while
 * open, so a cancelled edit leaves nothing behind. `values` is built afresh each render: the reset follows the opening.
 */
export function useResetOnOpen<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'reset'>,
  open: boolean,
  values: NoInfer<DefaultValues<T>>,
  key?: unknown,
) {
  React.useEffect(() => {
    if (open) form.reset(values);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, key]);
}

/**
 * For an editor that says a refused save where it happened: `container` goes on the <form>, and `focusFirstError`
 * (after the errors have rendered) scrolls the first field in error, or a list's own alert, into view and focuses
 * it when it is a control.
 */
export function useFocusFirstError() {
  const container = React.useRef<HTMLFormElement>(null);
  const focusFirstError = () =>
    requestAnimationFrame(() => {
      const el = container.current?.querySelector<HTMLElement>('[aria-invalid="true"], [role="alert"]');
      el?.scrollIntoView({ block: 'center', behavior: 'smooth' });
      if (el?.matches('input, select, textarea, button')) el.focus();
    });
  return { container, focusFirstError };
}
