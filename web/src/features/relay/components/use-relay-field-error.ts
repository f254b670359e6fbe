import { useFormContext } from 'react-hook-form';
import type { RelayForm } from './relay-form-model';

/** The relay wizard steps' error lookup: a dotted path into the shared form's errors, to its message. */
export function useRelayFieldError() {
  const { formState } = useFormContext<RelayForm>();
  return (path: string): string | undefined => {
    let node: unknown = formState.errors;
    for (const key of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[key];
    return (node as { message?: string } | undefined)?.message;
  };
}
