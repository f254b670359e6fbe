import * as React from 'react';
import { FlaskConical } from 'lucide-react';
import type { RouterPreviewDraft } from '@contracts/router-preview';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Sheet, SheetBody, SheetContent, SheetDescription, SheetHeader, SheetTitle, SheetTrigger } from '@web/components/ui/sheet';
import { usePreviewRouter } from '../api/preview-router';
import type { FormFieldOption } from '../hooks/use-form-fields';
import { CrmRecordPicker } from '@web/components/routers/crm-record-picker';
import { PreviewResult } from '@web/components/routers/preview-result';

type Props = { routerId: string; fields: FormFieldOption[]; draft: () => RouterPreviewDraft };

/**
 * "Preview a prospect": the form's inputs typed by hand, run through the router as it stands in the editor
 * (unsaved changes included). Nothing is stored and no round-robin turn is taken.
 */
export function RouterPreviewSheet({ routerId, fields, draft }: Props) {
  const [answers, setAnswers] = React.useState<Record<string, string>>({});
  const [crmRecordId, setCrmRecordId] = React.useState<string | null>(null);
  const preview = usePreviewRouter(routerId);
  const run = (e: React.FormEvent) => {
    e.preventDefault();
    const typed = Object.fromEntries(Object.entries(answers).filter(([, v]) => v.trim()));
    preview.mutate({ answers: typed, draft: draft(), ...(crmRecordId ? { crmRecordId } : {}) });
  };
  return (
    <Sheet>
      <SheetTrigger asChild>
        <Button type="button" variant="outline" size="sm">
          <FlaskConical aria-hidden /> Preview a prospect
        </Button>
      </SheetTrigger>
      <SheetContent aria-describedby="router-preview-description" className="sm:max-w-xl">
        <SheetHeader>
          <SheetTitle>Preview a prospect</SheetTitle>
          <SheetDescription id="router-preview-description">
            Type a prospect's answers, or use a CRM record, to see where this router would send them, with the unsaved changes in the
            editor. Nothing is stored and no round-robin turn is taken.
          </SheetDescription>
        </SheetHeader>
        <SheetBody>
          <form onSubmit={run} noValidate aria-label="Prospect answers" className="grid gap-3">
            {fields.map((f) => (
              <FormField key={f.value} id={`preview-${f.value}`} label={f.label}>
                <Input value={answers[f.value] ?? ''} onChange={(e) => setAnswers((a) => ({ ...a, [f.value]: e.target.value }))} />
              </FormField>
            ))}
            <CrmRecordPicker value={crmRecordId} onChange={setCrmRecordId} />
            <Button type="submit" loading={preview.isPending} className="justify-self-start">
              Run preview
            </Button>
            {preview.isError && (
              <p role="alert" className="text-sm text-destructive">
                {preview.error.message}
              </p>
            )}
          </form>
          {preview.data && <PreviewResult result={preview.data} />}
        </SheetBody>
      </SheetContent>
    </Sheet>
  );
}
