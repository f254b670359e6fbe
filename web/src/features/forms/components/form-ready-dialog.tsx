import { CheckCircle2 } from 'lucide-react';
import type { FormDto } from '@contracts/forms';
import { Button } from '@web/components/ui/button';
import { CopyButton } from '@web/components/ui/copy-button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@web/components/ui/dialog';

/** Shown once after a form is first saved: its Form ID and what to do next with it. */
export function FormReadyDialog({
  form,
  onOpenChange,
  onDone,
  onKeepEditing,
}: {
  form: FormDto | null;
  onOpenChange: (open: boolean) => void;
  onDone: () => void;
  onKeepEditing: () => void;
}) {
  const marketing = form?.kind === 'marketing_form';
  const steps = marketing
    ? [
        'Map this marketing form in an inbound router (step 1 of the router wizard).',
        'Add matching and distribution rules so every submission reaches the right rep.',
        `Install the router's widget on ${form?.mapping?.sourceUrl ?? 'the page with the form'}; it hooks the form found by "${form?.mapping?.selector ?? ''}".`,
      ]
    : [
        'Pick this form in an inbound router or as the prospect form of a relay.',
        'Add matching and distribution rules so every answer reaches the right rep.',
        'Install the router widget: it shows this form to prospects and books the meeting.',
      ];
  return (
    <Dialog open={form !== null} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2">
            <CheckCircle2 className="h-5 w-5 text-green-600" aria-hidden /> Your form is ready
          </DialogTitle>
          <DialogDescription>“{form?.name}” is saved. Here is what to do next.</DialogDescription>
        </DialogHeader>
        <div className="flex items-center justify-between gap-3 rounded-md border bg-muted/40 px-3 py-2">
          <div>
            <p className="text-xs text-muted-foreground">Form ID</p>
            <p className="font-mono text-lg font-semibold">{form?.formKey}</p>
          </div>
          <CopyButton value={form?.formKey ?? ''} label="Copy Form ID" variant="outline" size="sm">
            Copy
          </CopyButton>
        </div>
        <ol className="grid list-decimal gap-2 pl-5 text-sm">
          {steps.map((s) => (
            <li key={s}>{s}</li>
          ))}
        </ol>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onKeepEditing}>
            Keep editing
          </Button>
          <Button type="button" onClick={onDone}>
            Back to {marketing ? 'marketing forms' : 'forms'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
