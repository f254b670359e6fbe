import * as React from 'react';
import { Label } from './label';
import { cn } from '@web/lib/utils';

/** What the labelled control needs so its label, hint and error are announced with it. */
export type FormFieldControlProps = {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

type FormFieldProps = {
  id: string;
  label: React.ReactNode;
  error?: string;
  hint?: React.ReactNode;
  className?: string;
  /**
   * The control. A plain element gets the props cloned onto it; anything that does not render the
   * control itself (a react-hook-form Controller, a wrapper) takes a function and spreads them
   * onto the real control, or the label would point at nothing.
   */
  children: React.ReactElement<Record<string, unknown>> | ((control: FormFieldControlProps) => React.ReactNode);
};

/** Label, control, hint and error message wired together for screen readers. */
export function FormField({ id, label, error, hint, className, children }: FormFieldProps) {
  const control = fieldControlProps(id, error, hint);
  return (
    <div className={cn('grid gap-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      {typeof children === 'function' ? children(control) : React.cloneElement(children, control)}
      <FieldMessage id={id} hint={hint} error={error} />
    </div>
  );
}

/** The props that tie a control to its field: its id, whether it is in error, and what describes it (the error, else the hint). */
export function fieldControlProps(id: string, error?: string | null, hint?: React.ReactNode): FormFieldControlProps {
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : hint ? `${id}-hint` : undefined,
  };
}

/** What stands under a field's control: its hint, or its error instead once it has one (the ids fieldControlProps names). */
export function FieldMessage({ id, hint, error }: { id: string; hint?: React.ReactNode; error?: string | null }) {
  return (
    <>
      {hint && !error && (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </>
  );
}

/** A field's error, read out as it appears; `id` is what the field's aria-describedby names. Nothing without one. */
export function FieldError({ id, children }: { id?: string; children?: React.ReactNode }) {
  return children ? (
    <p id={id} role="alert" className="text-xs font-medium text-destructive">
      {children}
    </p>
  ) : null;
}
