import * as React from 'react';
import { useNavigate, useParams } from 'react-router';
import {
  ACTION_LABELS,
  TRIGGER_LABELS,
  WORKFLOW_ACTIONS,
  WORKFLOW_TRIGGERS,
  isMeetingTrigger,
  isTimedTrigger,
  type WorkflowInput,
} from '@contracts/workflows';
import { Button } from '@web/components/ui/button';
import { Trash2 } from 'lucide-react';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { ConfirmDeleteDialog } from '@web/components/ui/confirm-delete-dialog';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { PageHeader } from '@web/components/ui/page';
import { Skeleton } from '@web/components/ui/skeleton';
import { Switch } from '@web/components/ui/switch';
import { useWorkflow } from '../api/get-workflow';
import { useDeleteWorkflow } from '../api/delete-workflow';
import { blankWorkflow, useWorkflowForm, workflowFromDto } from '../hooks/use-workflow-form';
import { DeliveryLog } from './delivery-log';
import { MeetingScopeFields } from './meeting-scope-fields';
import { WebhookSecretDialog } from './webhook-secret-dialog';
import { Select } from '@web/components/ui/select';
import { EnterpriseNote } from '@web/components/plans/enterprise-note';
import { usePlanIncludes } from '@web/lib/plan';
import { labelledOptions } from '@web/components/ui/named-options';

/** /workflows/new, /workflows/:id and /workflows/:id/clone. */
export function WorkflowFormPage({ mode }: { mode: 'new' | 'edit' | 'clone' }) {
  const { id } = useParams();
  const existing = useWorkflow(mode === 'new' ? undefined : id);
  if (mode !== 'new' && existing.isPending) return <Skeleton className="h-96" />;
  const initial = existing.data ? workflowFromDto(existing.data, mode === 'clone') : blankWorkflow();
  return (
    <WorkflowForm
      key={`${mode}-${id}`}
      mode={mode}
      id={mode === 'edit' ? id : undefined}
      initial={initial}
      secretHint={mode === 'edit' ? existing.data?.webhook?.secretHint : undefined}
    />
  );
}

function WorkflowForm({
  mode,
  id,
  initial,
  secretHint,
}: {
  mode: 'new' | 'edit' | 'clone';
  id?: string;
  initial: WorkflowInput;
  secretHint?: string;
}) {
  const navigate = useNavigate();
  const sms = usePlanIncludes('sms');
  const f = useWorkflowForm(initial, id);
  const { w, setW, err, fieldSet } = f;
  const [deleting, setDeleting] = React.useState(false);
  const remove = useDeleteWorkflow();

  return (
    <form onSubmit={f.submit} noValidate className="grid max-w-3xl gap-5">
      <PageHeader title={mode === 'edit' ? 'Edit workflow' : mode === 'clone' ? 'Clone workflow' : 'New workflow'} />
      <FormField id="wf-name" label="Name" error={err('/name')}>
        <Input value={w.name} onChange={(e) => setW({ ...w, name: e.target.value })} />
      </FormField>
      <FormField id="wf-trigger" label="Trigger" error={err('/trigger')}>
        <Select value={w.trigger} onChange={(e) => f.chooseTrigger(e.target.value as WorkflowInput['trigger'])}>
          <option value="" hidden>
            Select a trigger
          </option>
          {labelledOptions(WORKFLOW_TRIGGERS, TRIGGER_LABELS)}
        </Select>
      </FormField>
      <FormField id="wf-action" label="Action" error={err('/action')}>
        <Select value={w.action} onChange={(e) => setW({ ...w, action: e.target.value as WorkflowInput['action'] })}>
          <option value="" hidden>
            Select an action
          </option>
          {WORKFLOW_ACTIONS.map((a) => (
            <option key={a} value={a} disabled={a === 'send_sms' && !sms}>
              {ACTION_LABELS[a]}
            </option>
          ))}
        </Select>
      </FormField>
      {!sms && <EnterpriseNote feature="sms" />}
      {w.trigger && isMeetingTrigger(w.trigger) && <MeetingScopeFields workflow={w} setWorkflow={setW} error={err('/meetingTypeIds')} />}
      {w.trigger && isTimedTrigger(w.trigger) && (
        <FormField
          id="wf-delay"
          label={w.trigger === 'meeting_before_start' ? 'Minutes before the meeting starts' : 'Minutes after the meeting ends'}
          error={err('/delayMinutes')}
        >
          <Input type="number" min={0} value={w.delayMinutes} onChange={(e) => setW({ ...w, delayMinutes: Number(e.target.value) })} />
        </FormField>
      )}
      {fieldSet && (
        <fieldSet.Fields
          workflow={w}
          setConfig={f.setC}
          setWorkflow={(patch) => setW({ ...w, ...patch })}
          error={err}
          errorUnder={f.errUnder}
          workflowId={id}
          secretHint={secretHint}
          onSecret={f.setSecret}
        />
      )}
      <label className="flex items-center gap-2 text-sm">
        <Switch checked={w.active} onCheckedChange={(active) => setW({ ...w, active })} aria-label="Active" /> Active
      </label>
      {f.formError && (
        <p role="alert" className="rounded-md bg-red-50 p-2 text-sm text-destructive">
          {f.formError}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={f.saving}>
          Save workflow
        </Button>
        <Button type="button" variant="ghost" onClick={() => navigate('/workflows')}>
          Cancel
        </Button>
        {id && (
          <Button type="button" variant="ghost" className="ml-auto text-destructive" onClick={() => setDeleting(true)}>
            <Trash2 /> Delete workflow
          </Button>
        )}
      </div>
      {id && (
        <ConfirmDeleteDialog
          open={deleting}
          onOpenChange={setDeleting}
          kind="workflow"
          name={initial.name}
          pending={remove.isPending}
          onConfirm={() => remove.mutate(id, { onSuccess: () => navigate('/workflows') })}
        />
      )}
      {id && <DeliveryLog workflowId={id} />}
      <ConfirmDialog
        open={f.pendingTrigger !== null}
        onOpenChange={(open) => !open && f.cancelTrigger()}
        title="Change the trigger?"
        description="Changing the trigger resets the configured trigger and action."
        confirmLabel="Change trigger"
        onConfirm={f.confirmTrigger}
      />
      <WebhookSecretDialog secret={f.secret} onDone={() => navigate('/workflows')} />
    </form>
  );
}
