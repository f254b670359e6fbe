import { FlaskConical } from 'lucide-react';
import type { RouterPreviewDraft } from '@contracts/router-preview';
import { usePreviewRouter } from '../api/preview-router';
import type { FormFieldOption } from '../hooks/use-form-fields';
import { PreviewResult } from '@web/components/routers/preview-result';
import { ProspectFields, ToolForm, ToolSheet, useProspectInput } from '@web/components/routers/tool-sheet';

type Props = { routerId: string; fields: FormFieldOption[]; draft: () => RouterPreviewDraft };

/**
 * "Preview a prospect": the form's inputs typed by hand, run through the router as it stands in the editor
 * (unsaved changes included). Nothing is stored and no round-robin turn is taken.
 */
export function RouterPreviewSheet({ routerId, fields, draft }: Props) {
  const { input, prospect } = useProspectInput();
  const preview = usePreviewRouter(routerId);
  return (
    <ToolSheet
      icon={<FlaskConical aria-hidden />}
      label="Preview a prospect"
      description="Type a prospect's answers, or use a CRM record, to see where this router would send them, with the unsaved changes in the editor. Nothing is stored and no round-robin turn is taken."
      className="sm:max-w-xl"
    >
      <ToolForm
        label="Prospect answers"
        onRun={() => preview.mutate({ ...prospect(), draft: draft() })}
        run={{ label: 'Run preview', pending: preview.isPending, error: preview.error }}
      >
        <ProspectFields idPrefix="preview-" fields={fields} {...input} />
      </ToolForm>
      {preview.data && <PreviewResult result={preview.data} />}
    </ToolSheet>
  );
}
