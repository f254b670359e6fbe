import type * as React from 'react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { RadioCards, type RadioCardOption } from './radio-cards';

type Props<T extends FieldValues> = {
  control: Control<T>;
  name: FieldPath<T>;
  legend: React.ReactNode;
  options: RadioCardOption<string>[];
  columns?: 1 | 2;
  error?: string;
};

/** Radio cards bound to a react-hook-form field; the field's path is also the radio group's name. */
export function RadioCardsField<T extends FieldValues>({ control, name, ...props }: Props<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => <RadioCards name={name} value={field.value as string} onChange={field.onChange} {...props} />}
    />
  );
}
