import type { FieldValues, UseFormSetError } from 'react-hook-form';
import toast from 'react-hot-toast';
import { ApiRequestError } from '@web/lib/api';
import { applyServerErrors } from '@web/lib/forms';

/**
 * Field errors go next to their fields; any other failure shows the spec's message for the action
 * (e.g. 'Fail to update member information') rather than a technical one.
 */
export function reportFormError<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly string[],
  fallback: string,
) {
  const onField = error instanceof ApiRequestError && error.fieldErrors.some((f) => f.field && fields.includes(f.field.split('.')[0]!));
  if (onField) applyServerErrors(error, setError, fields);
  else toast.error(fallback);
}
