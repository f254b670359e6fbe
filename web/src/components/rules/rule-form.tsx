import * as React from 'react';
import { Controller, useFormContext, type FieldValues, type UseFormReturn } from 'react-hook-form';
import type { UseMutationResult } from '@tanstack/react-query';
import { EditorFooter } from '@web/components/ui/form-section';
import { applyServerErrors, useFocusFirstError } from '@web/lib/forms';
import { ConditionBuilder } from './condition-builder';
import { conditionErrorsOf, type ListOption } from './condition-model';

type SaveOptions<TForm extends FieldValues, TOut, TVars, D> = {
  form: UseFormReturn<TForm, unknown, TOut>;
  mutation: Pick<UseMutationResult<D, Error, TVars>, 'mutate'>;
  /** What a valid form sends. */
  request: (values: TOut) => TVars;
  /** The form's values for the saved record, so the form is clean again. */
  savedValues: (dto: D) => TForm;
  /** The fields a server error may name. */
  fields: readonly string[];
  /** The server's error as the form names its fields, where they differ. */
  errorOf?: (error: Error) => unknown;
  onSaved?: (dto: D) => void;
};

/**
 * The save flow of a rule editor form: `container` goes on the <form> and `submit` is its handler. A save resets
 * the form to what was saved and runs `onSaved` once that reset has rendered, so the unsaved-changes guard has let
 * go before navigating; a refusal puts the server's errors on their fields and, like the form's own, focuses the
 * first one.
 */
export function useRuleFormSave<TForm extends FieldValues, TOut, TVars, D>(o: SaveOptions<TForm, TOut, TVars, D>) {
  const { container, focusFirstError } = useFocusFirstError();
  const [saved, setSaved] = React.useState<D | null>(null);
  const { onSaved } = o;

  React.useEffect(() => {
    if (!saved) return;
    setSaved(null);
    onSaved?.(saved);
  }, [saved, onSaved]);

  const submit = o.form.handleSubmit(
    (values) =>
      o.mutation.mutate(o.request(values), {
        onSuccess: (dto) => {
          o.form.reset(o.savedValues(dto));
          setSaved(dto);
        },
        onError: (error) => {
          applyServerErrors(o.errorOf ? o.errorOf(error) : error, o.form.setError, o.fields);
          focusFirstError();
        },
      }),
    focusFirstError,
  );

  return { container, submit };
}

/** The `conditions` field of a rule form as a ConditionBuilder, with its row and list errors. */
export function RuleConditionsField({
  lists,
  disabled,
  emptyText,
}: {
  lists: { isPending: boolean; data?: ListOption[] | null };
  disabled?: boolean;
  emptyText: string;
}) {
  const { control, formState } = useFormContext();
  const conditionErrors = conditionErrorsOf(formState.errors.conditions);
  return (
    <Controller
      control={control}
      name="conditions"
      render={({ field }) => (
        <ConditionBuilder
          id="conditions"
          value={field.value}
          onChange={field.onChange}
          errors={conditionErrors.rows}
          error={conditionErrors.list}
          lists={lists.isPending ? [] : (lists.data ?? null)}
          disabled={disabled}
          emptyText={emptyText}
        />
      )}
    />
  );
}

/** The sticky footer of a rule form: Cancel (or Back when read-only) and the save button. */
export const RuleFormFooter = EditorFooter;
