import type * as React from 'react';
import { Button } from './button';
import type { DialogState } from './dialog';
import { Sheet, SheetBody, SheetContent, SheetDescription, SheetFooter, SheetHeader, SheetTitle } from './sheet';

type FormSheetProps = DialogState & {
  title: React.ReactNode;
  description: React.ReactNode;
  onSubmit: (e: React.FormEvent<HTMLFormElement>) => void;
  /** The form's accessible name, where the sheet's title changes with what it edits. */
  label?: string;
  submitLabel: React.ReactNode;
  /** The submit button is busy while the save runs. */
  pending?: boolean;
  /** Only to look at: no submit button, and Cancel says Close. */
  readOnly?: boolean;
  /** Widens the sheet for a section that needs room. */
  className?: string;
  children: React.ReactNode;
};

/**
 * A side sheet that is one form: title and description on top, the fields scrolling between, Cancel (which closes
 * it) and the submit button at the foot. The browser's own validation is off: the form's schema words the errors.
 */
export function FormSheet({
  open,
  onOpenChange,
  title,
  description,
  onSubmit,
  label,
  submitLabel,
  pending,
  readOnly = false,
  className,
  children,
}: FormSheetProps) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent className={className}>
        <form onSubmit={onSubmit} noValidate className="flex h-full flex-col" aria-label={label}>
          <SheetHeader>
            <SheetTitle>{title}</SheetTitle>
            <SheetDescription>{description}</SheetDescription>
          </SheetHeader>
          <SheetBody>{children}</SheetBody>
          <SheetFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {readOnly ? 'Close' : 'Cancel'}
            </Button>
            {!readOnly && (
              <Button type="submit" loading={pending}>
                {submitLabel}
              </Button>
            )}
          </SheetFooter>
        </form>
      </SheetContent>
    </Sheet>
  );
}
