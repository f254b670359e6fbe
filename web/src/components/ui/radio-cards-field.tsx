import type * as React from 'react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { RadioCards, type RadioCardOption } from './radio-cards';

type Props<T extends FieldValues, V extends string> = {
  control: Control<T>;
  name: FieldPath<T>;
  /** The radio group's name, where the field's path would not do; the path unless given. */
  inputName?: string;
  legend: React.ReactNode;
  options: RadioCardOption<V>[];
  columns?: 1 | 2;
  error?: string;
  /** The card shown chosen while the field is empty. */
  fallback?: V;
  /** Runs after a choice, for what hangs on it elsewhere in the form. */
  onPick?: (value: V) => void;
};

/** Radio cards bound to a react-hook-form field. */
export function RadioCardsField<T extends FieldValues, V extends string>({
  control,
  name,
  inputName = name,
  fallback,
  onPick,
  ...props
}: Props<T, V>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <RadioCards
          name={inputName}
          value={(field.value ?? fallback) as V | undefined}
          onChange={(value) => {
            field.onChange(value);
            onPick?.(value);
          }}
          {...props}
        />
      )}
    />
  );
}
