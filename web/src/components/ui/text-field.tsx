import type * as React from 'react';
import { get, type FieldError, type FieldPath, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { FormField } from './form-field';
import { Input, Textarea } from './input';
import { Select } from './select';

type FieldProps<T extends FieldValues> = {
  /** The form, or the part of it the field reads (any transform of the submitted values is the form's own business). */
  form: Pick<UseFormReturn<T>, 'register' | 'formState'>;
  name: FieldPath<T>;
  /** The input's id; the field's name unless given. */
  id?: string;
  label: React.ReactNode;
  hint?: React.ReactNode;
};
/** The message of the error the form holds at `name`, nested paths too. */
const errorAt = <T extends FieldValues>(form: FieldProps<T>['form'], name: FieldPath<T>) =>
  (get(form.formState.errors, name) as FieldError | undefined)?.message;

type Props<T extends FieldValues> = Omit<React.ComponentProps<typeof Input>, 'form' | 'name' | 'id'> & FieldProps<T>;

/**
 * The commonest field of a form: a labelled input registered under `name`, with its hint and the error
 * the form holds for it; the other props go to the input.
 */
export function TextField<T extends FieldValues>({ form, name, id = name, label, hint, ...input }: Props<T>) {
  return (
    <FormField id={id} label={label} error={errorAt(form, name)} hint={hint}>
      <Input {...input} {...form.register(name)} />
    </FormField>
  );
}

/** The same for a longer text: a labelled textarea registered under `name`; the other props go to the textarea. */
export function TextareaField<T extends FieldValues>({
  form,
  name,
  id = name,
  label,
  hint,
  ...textarea
}: Omit<React.ComponentProps<typeof Textarea>, 'form' | 'name' | 'id'> & FieldProps<T>) {
  return (
    <FormField id={id} label={label} error={errorAt(form, name)} hint={hint}>
      <Textarea {...textarea} {...form.register(name)} />
    </FormField>
  );
}

/** The same for a choice: a labelled select registered under `name`, its options as children; the other props go to the select. */
export function SelectField<T extends FieldValues>({
  form,
  name,
  id = name,
  label,
  hint,
  children,
  ...select
}: Omit<React.ComponentProps<typeof Select>, 'form' | 'name' | 'id'> & FieldProps<T>) {
  return (
    <FormField id={id} label={label} error={errorAt(form, name)} hint={hint}>
      <Select {...select} {...form.register(name)}>
        {children}
      </Select>
    </FormField>
  );
}
