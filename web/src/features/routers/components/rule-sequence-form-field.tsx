import type * as React from 'react';
import { useController, useFormContext } from 'react-hook-form';
import type { RouterForm } from './router-form-model';
import { RuleSequenceField } from './rule-sequence-field';

type SequenceName = 'matchingRuleIds' | 'distributionRuleIds' | 'redistributionRuleIds';
type FieldProps = Omit<React.ComponentProps<typeof RuleSequenceField>, 'id' | 'value' | 'onChange' | 'error'>;

/**
 * A router's rule sequence read from the surrounding form by `name`: a change clears the field's error (it
 * said the sequence was empty or too long), and the error shown is the field's own or its list's.
 */
export function RuleSequenceFormField({ name, ...field }: FieldProps & { name: SequenceName }) {
  const { control, formState, clearErrors } = useFormContext<RouterForm>();
  const { field: sequence } = useController({ control, name });
  const error = formState.errors[name];
  return (
    <RuleSequenceField
      {...field}
      id={name}
      value={sequence.value}
      onChange={(ids) => {
        sequence.onChange(ids);
        clearErrors(name);
      }}
      error={error?.message ?? error?.root?.message}
    />
  );
}
