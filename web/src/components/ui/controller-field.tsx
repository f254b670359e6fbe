import type * as React from 'react';
import { Controller, type Control, type ControllerRenderProps, type FieldPath, type FieldValues } from 'react-hook-form';
import { FormField, type FormFieldControlProps } from './form-field';

type Props<T extends FieldValues, N extends FieldPath<T>> = {
  control: Control<T>;
  name: N;
  /** The control's id; the field's name unless given. */
  id?: string;
  label: React.ReactNode;
  error?: string;
  hint?: React.ReactNode;
  className?: string;
  /** The control, given the field to bind and the label's wiring to spread onto it. */
  children: (field: ControllerRenderProps<T, N>, control: FormFieldControlProps) => React.ReactNode;
};

/**
 * A labelled field whose control is not a plain input (a select that maps its value, a combobox, a
 * multi-select): FormField around a react-hook-form Controller.
 */
export function ControllerField<T extends FieldValues, N extends FieldPath<T>>({
  control,
  name,
  id = name,
  label,
  error,
  hint,
  className,
  children,
}: Props<T, N>) {
  return (
    <FormField id={id} label={label} error={error} hint={hint} className={className}>
      {(fieldProps) => <Controller control={control} name={name} render={({ field }) => <>{children(field, fieldProps)}</>} />}
    </FormField>
  );
}
