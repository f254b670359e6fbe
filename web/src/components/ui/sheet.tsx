import * as DialogPrimitive from '@radix-ui/react-dialog';
import { DialogDescription, DialogTitle, ModalContent } from './dialog';
import { styled } from './styled';

export const Sheet = DialogPrimitive.Root;
export const SheetTrigger = DialogPrimitive.Trigger;
export const SheetClose = DialogPrimitive.Close;

/** A panel that slides in from the right edge (full width on phones); a modal dialog underneath. */
export const SheetContent = styled(
  ModalContent,
  'fixed inset-y-0 right-0 z-50 flex h-full w-full max-w-xl flex-col border-l bg-background shadow-xl outline-none sm:w-[calc(100%-3rem)]',
  'SheetContent',
);

export const SheetHeader = styled('div', 'grid gap-1 border-b px-6 py-4 pr-12', 'SheetHeader');
export const SheetBody = styled('div', 'grid flex-1 content-start gap-5 overflow-y-auto px-6 py-5', 'SheetBody');
export const SheetFooter = styled('div', 'flex flex-col-reverse gap-2 border-t px-6 py-4 sm:flex-row sm:justify-end', 'SheetFooter');
// The sheet's title and description read as the dialog's do.
export const SheetTitle = DialogTitle;
export const SheetDescription = DialogDescription;
