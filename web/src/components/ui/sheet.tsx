import * as React from 'react';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { cn } from '@web/lib/utils';
import { DialogDescription, DialogTitle, ModalContent } from './dialog';

export const Sheet = DialogPrimitive.Root;
export const SheetTrigger = DialogPrimitive.Trigger;
export const SheetClose = DialogPrimitive.Close;

/** A panel that slides in from the right edge (full width on phones); a modal dialog underneath. */
export const SheetContent = React.forwardRef<
  React.ElementRef<typeof DialogPrimitive.Content>,
  React.ComponentPropsWithoutRef<typeof DialogPrimitive.Content>
>(({ className, ...props }, ref) => (
  <ModalContent
    ref={ref}
    className={cn(
      'fixed inset-y-0 right-0 z-50 flex h-full w-full max-w-xl flex-col border-l bg-background shadow-xl outline-none sm:w-[calc(100%-3rem)]',
      className,
    )}
    {...props}
  />
));
SheetContent.displayName = 'SheetContent';

export const SheetHeader = ({ className, ...p }: React.HTMLAttributes<HTMLDivElement>) => (
  <div className={cn('grid gap-1 border-b px-6 py-4 pr-12', className)} {...p} />
);
export const SheetBody = ({ className, ...p }: React.HTMLAttributes<HTMLDivElement>) => (
  <div className={cn('grid flex-1 content-start gap-5 overflow-y-auto px-6 py-5', className)} {...p} />
);
export const SheetFooter = ({ className, ...p }: React.HTMLAttributes<HTMLDivElement>) => (
  <div className={cn('flex flex-col-reverse gap-2 border-t px-6 py-4 sm:flex-row sm:justify-end', className)} {...p} />
);
// The sheet's title and description read as the dialog's do.
export const SheetTitle = DialogTitle;
export const SheetDescription = DialogDescription;
