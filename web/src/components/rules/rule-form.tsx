import * as React from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { EditorFooter } from '@web/components/ui/form-section';
import { useFocusFirstError } from '@web/lib/forms';
import { ConditionBuilder } from './condition-builder';
import { conditionErrorsOf, type ListOption } from './condition-model';

/**
 * The save flow of a rule editor form: `container` goes on the <form>; call `setSaved` with the saved
 * record after resetting the form, and `onSaved` runs once the reset has rendered, so the
 * unsaved-changes guard has let go before navigating. `focusFirstError` scrolls to and focuses the
 * first invalid control.
 */
export function useRuleFormSave<D>(onSaved?: (dto: D) => void) {
  const { container, focusFirstError } = useFocusFirstError();
  const [saved, setSaved] = React.useState<D | null>(null);

  React.useEffect(() => {
    if (!saved) return;
    setSaved(null);
    onSaved?.(saved);
  }, [saved, onSaved]);

  return { container, setSaved, focusFirstError };
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
