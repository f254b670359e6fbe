import type * as React from 'react';
import type { ButtonProps } from './button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogSubmitFooter, DialogTitle, type DialogState } from './dialog';
import { cn } from '@web/lib/utils';

type FormDialogProps = DialogState & {
  title: React.ReactNode;
  description: React.ReactNode;
  onSubmit: (e: React.FormEvent<HTMLFormElement>) => void;
  submitLabel: React.ReactNode;
  /** The submit button is busy while the save runs. */
  pending?: boolean;
  submitDisabled?: boolean;
  submitVariant?: ButtonProps['variant'];
  /** Widens the dialog (`max-w-xl`); `roomy` spaces its fields a little more, for forms of several parts. */
  className?: string;
  roomy?: boolean;
  children: React.ReactNode;
};

/**
 * A dialog that is one form: its title and description, the fields, then Cancel (which closes it) and the
 * submit button. The browser's own validation is off: the form's schema words the errors.
 */
export function FormDialog({
  open,
  onOpenChange,
  title,
  description,
  onSubmit,
  submitLabel,
  pending,
  submitDisabled,
  submitVariant,
  className,
  roomy = false,
  children,
}: FormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className={className}>
        <form onSubmit={onSubmit} noValidate className={cn('grid', roomy ? 'gap-5' : 'gap-4')}>
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>{description}</DialogDescription>
          </DialogHeader>
          {children}
          <DialogSubmitFooter onCancel={() => onOpenChange(false)} pending={pending} disabled={submitDisabled} variant={submitVariant}>
            {submitLabel}
          </DialogSubmitFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
