import * as React from 'react';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { cn } from '@web/lib/utils';
import { Button, type ButtonProps } from '@web/components/ui/button';
import { styled } from './styled';

export const Dialog = DialogPrimitive.Root;
/** What a dialog opened from elsewhere is given: whether it shows, and how to close it. */
export type DialogState = { open: boolean; onOpenChange: (open: boolean) => void };
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

type ContentProps = React.ComponentPropsWithoutRef<typeof DialogPrimitive.Content>;

/** What every modal surface shares (the centred dialog, the side sheet): portal, dimming overlay, and the close button. */
export const ModalContent = React.forwardRef<
  React.ElementRef<typeof DialogPrimitive.Content>,
  ContentProps & { overlayClassName?: string }
>(({ children, overlayClassName, ...props }, ref) => (
  <DialogPrimitive.Portal>
    <DialogPrimitive.Overlay className={cn('fixed inset-0 z-50 bg-black/40', overlayClassName)} />
    <DialogPrimitive.Content ref={ref} {...props}>
      {children}
      <DialogPrimitive.Close
        className="absolute right-4 top-4 rounded-sm opacity-70 hover:opacity-100 focus:outline-none focus:ring-2 focus:ring-ring"
        aria-label="Close"
      >
        <X className="h-4 w-4" />
      </DialogPrimitive.Close>
    </DialogPrimitive.Content>
  </DialogPrimitive.Portal>
));
ModalContent.displayName = 'ModalContent';

export const DialogContent = React.forwardRef<React.ElementRef<typeof DialogPrimitive.Content>, ContentProps>(
  ({ className, ...props }, ref) => (
    <ModalContent
      ref={ref}
      overlayClassName="data-[state=open]:animate-in"
      className={cn(
        'fixed left-1/2 top-1/2 z-50 grid max-h-[90vh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-lg border bg-background p-6 shadow-lg',
        className,
      )}
      {...props}
    />
  ),
);
DialogContent.displayName = 'DialogContent';

export const DialogHeader = styled('div', 'flex flex-col gap-1.5', 'DialogHeader');
export const DialogFooter = styled('div', 'flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', 'DialogFooter');
/** A form dialog's footer: Cancel, which closes it through `onCancel`, and the submit button, busy while `pending`. */
export function DialogSubmitFooter({
  onCancel,
  pending,
  disabled,
  variant,
  children,
}: {
  onCancel: () => void;
  pending?: boolean;
  disabled?: boolean;
  variant?: ButtonProps['variant'];
  children: React.ReactNode;
}) {
  return (
    <DialogFooter>
      <Button type="button" variant="outline" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" variant={variant} loading={pending} disabled={disabled}>
        {children}
      </Button>
    </DialogFooter>
  );
}
export const DialogTitle = styled(DialogPrimitive.Title, 'text-lg font-semibold', 'DialogTitle');
export const DialogDescription = styled(DialogPrimitive.Description, 'text-sm text-muted-foreground', 'DialogDescription');
