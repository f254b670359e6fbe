import type * as React from 'react';
import { get, type FieldError, type FieldPath, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { FormField } from './form-field';
import { Input } from './input';

type Props<T extends FieldValues> = Omit<React.ComponentProps<typeof Input>, 'form' | 'name' | 'id'> & {
  /** The form, or the part of it the field reads (any transform of the submitted values is the form's own business). */
  form: Pick<UseFormReturn<T>, 'register' | 'formState'>;
  name: FieldPath<T>;
  /** The input's id; the field's name unless given. */
  id?: string;
  label: React.ReactNode;
  hint?: React.ReactNode;
};

/**
 * The commonest field of a form: a labelled input registered under `name`, with its hint and the error
 * the form holds for it; the other props go to the input.
 */
export function TextField<T extends FieldValues>({ form, name, id = name, label, hint, ...input }: Props<T>) {
  const error = (get(form.formState.errors, name) as FieldError | undefined)?.message;
  return (
    <FormField id={id} label={label} error={error} hint={hint}>
      <Input {...input} {...form.register(name)} />
    </FormField>
  );
}
