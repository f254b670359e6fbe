import * as React from 'react';
import { FlaskConical } from 'lucide-react';
import type { RouterPreviewDraft } from '@contracts/router-preview';
import { SheetBody } from '@web/components/ui/sheet';
import { usePreviewRouter } from '../api/preview-router';
import type { FormFieldOption } from '../hooks/use-form-fields';
import { PreviewResult } from '@web/components/routers/preview-result';
import { ProspectFields, RunButton, ToolSheet, useProspectInput } from '@web/components/routers/tool-sheet';

type Props = { routerId: string; fields: FormFieldOption[]; draft: () => RouterPreviewDraft };

/**
 * "Preview a prospect": the form's inputs typed by hand, run through the router as it stands in the editor
 * (unsaved changes included). Nothing is stored and no round-robin turn is taken.
 */
export function RouterPreviewSheet({ routerId, fields, draft }: Props) {
  const { input, prospect } = useProspectInput();
  const preview = usePreviewRouter(routerId);
  const run = (e: React.FormEvent) => {
    e.preventDefault();
    preview.mutate({ ...prospect(), draft: draft() });
  };
  return (
    <ToolSheet
      icon={<FlaskConical aria-hidden />}
      label="Preview a prospect"
      id="router-preview-description"
      description="Type a prospect's answers, or use a CRM record, to see where this router would send them, with the unsaved changes in the editor. Nothing is stored and no round-robin turn is taken."
      className="sm:max-w-xl"
    >
      <SheetBody>
        <form onSubmit={run} noValidate aria-label="Prospect answers" className="grid gap-3">
          <ProspectFields idPrefix="preview-" fields={fields} {...input} />
          <RunButton label="Run preview" pending={preview.isPending} error={preview.error} />
        </form>
        {preview.data && <PreviewResult result={preview.data} />}
      </SheetBody>
    </ToolSheet>
  );
}
