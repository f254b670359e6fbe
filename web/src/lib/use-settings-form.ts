import { useForm, type FieldValues, type Resolver, type UseFormReturn } from 'react-hook-form';
import toast from 'react-hot-toast';
import { applyServerErrors } from './forms';

export type SettingsMutation<V, D> = {
  mutate: (values: V, options: { onSuccess: (data: D) => void; onError: (e: unknown) => void }) => void;
};

/** How a settings form reads, checks and saves its settings (a module constant of the page). */
export type SettingsFormOptions<V extends FieldValues, D> = {
  resolver: unknown;
  toValues: (saved: D) => V;
  /** The toast after a save (from what the server answered, where it depends on it). */
  savedMessage: string | ((data: D) => string);
  /** The fields server errors may point at; any other error becomes a toast. */
  fields: readonly string[];
  /** What is sent, where it is not the form's values as they are. */
  toInput?: (values: V) => V;
};

/**
 * A settings form over the `saved` settings: it starts from them, a save through `mutation` resets it
 * to what the server answered and says so in a toast, and server errors land on their fields. `discard`
 * puts the saved settings back (the save bar's Discard), then calls `onDiscard` where the page has more to undo.
 */
export function useSettingsForm<V extends FieldValues, D>(
  { resolver, toValues, savedMessage, fields, toInput = (values) => values }: SettingsFormOptions<V, D>,
  saved: D,
  mutation: SettingsMutation<V, D>,
  onDiscard?: () => void,
): { form: UseFormReturn<V>; onSubmit: () => Promise<void>; discard: () => void } {
  const form = useForm<V>({ resolver: resolver as Resolver<V>, defaultValues: toValues(saved) as never });
  const onSubmit = form.handleSubmit((values) =>
    mutation.mutate(toInput(values), {
      onSuccess: (data) => {
        form.reset(toValues(data));
        toast.success(typeof savedMessage === 'string' ? savedMessage : savedMessage(data));
      },
      onError: (e) => applyServerErrors(e, form.setError, fields),
    }),
  );
  const discard = () => {
    form.reset(toValues(saved));
    onDiscard?.();
  };
  return { form, onSubmit, discard };
}
