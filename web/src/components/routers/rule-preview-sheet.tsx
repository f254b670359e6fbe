import * as React from 'react';
import { FlaskConical } from 'lucide-react';
import type { RulePreview } from '@contracts/router-preview';
import { FormField } from '@web/components/ui/form-field';
import { formFieldOptions } from './form-field-options';
import { usePreview, usePreviewForm, usePreviewRouters } from './preview-api';
import { PreviewResult } from './preview-result';
import { ProspectFields, ToolForm, ToolSheet, useProspectInput } from './tool-sheet';

/** `rule`: the rule as its editor holds it now (saved id and/or draft body). */
type Props = { rule: () => RulePreview };

/**
 * "Preview" on a matching or distribution rule: a prospect (typed, or a real CRM record) through one router's form
 * and settings with this rule alone deciding, unsaved edits included. Nothing is stored and no turn is taken.
 */
export function RulePreviewSheet({ rule }: Props) {
  return (
    <ToolSheet
      icon={<FlaskConical aria-hidden />}
      label="Preview"
      title="Preview this rule"
      description="See what this rule alone, with its unsaved changes, would decide for a prospect coming through a router's form. Nothing is stored and no round-robin turn is taken."
      className="sm:max-w-xl"
    >
      <RulePreviewBody rule={rule} />
    </ToolSheet>
  );
}

/** The sheet's inside, mounted only while open: it reads the routers, the chosen form and the CRM records then. */
function RulePreviewBody({ rule }: Props) {
  const routers = usePreviewRouters();
  const [routerId, setRouterId] = React.useState('');
  const chosen = routers.data?.find((r) => r.id === routerId) ?? routers.data?.[0];
  const form = usePreviewForm(chosen?.formId);
  const fields = form.data ? formFieldOptions(form.data) : [];
  const { input, prospect } = useProspectInput();
  const preview = usePreview();
  const run = () => {
    if (chosen) preview.mutate({ routerId: chosen.id, body: { ...prospect(), rule: rule() } });
  };
  return (
    <>
      {routers.data?.length === 0 && (
        <p className="text-sm text-muted-foreground">Create an inbound router first: its form gives the prospect's answers.</p>
      )}
      <ToolForm
        label="Rule preview"
        onRun={run}
        run={{ label: 'Run preview', pending: preview.isPending, disabled: !chosen, error: preview.error }}
      >
        <FormField id="rule-preview-router" label="Router">
          <select
            className="h-9 rounded-md border bg-background px-2 text-sm"
            value={chosen?.id ?? ''}
            onChange={(e) => {
              setRouterId(e.target.value);
              input.setAnswers({});
            }}
          >
            {routers.data?.map((r) => (
              <option key={r.id} value={r.id}>
                {r.name}
              </option>
            ))}
          </select>
        </FormField>
        <ProspectFields idPrefix="rule-preview-" fields={fields} {...input} />
      </ToolForm>
      {preview.data && <PreviewResult result={preview.data} />}
    </>
  );
}
