import * as React from 'react';
import { useNavigate, useParams } from 'react-router';
import { ACTION_LABELS, INFO_BLOCK_LABELS, INFO_BLOCKS, TRIGGER_LABELS, WORKFLOW_ACTIONS, WORKFLOW_MEETING_KINDS, WORKFLOW_PLACEHOLDERS, WORKFLOW_TRIGGERS, isMeetingTrigger, isTimedTrigger, type WorkflowDto, type WorkflowInput } from '@contracts/workflows';
import { Button } from '@web/components/ui/button';
import { ChipsInput } from '@web/components/ui/chips-input';
import { Trash2 } from 'lucide-react';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { ConfirmDeleteDialog } from '@web/components/ui/confirm-delete-dialog';
import { CopyButton } from '@web/components/ui/copy-button';
import { FormField } from '@web/components/ui/form-field';
import { Input, Textarea } from '@web/components/ui/input';
import { PageHeader } from '@web/components/ui/page';
import { Skeleton } from '@web/components/ui/skeleton';
import { MultiSelect } from '@web/components/ui/multi-select';
import { Switch } from '@web/components/ui/switch';
import { ApiRequestError } from '@web/lib/api-error';
import { useWorkflow } from '../api/get-workflow';
import { useSaveWorkflow } from '../api/save-workflow';
import { useMeetingTypeOptions } from '../api/list-meeting-types';
import { useRotateSecret } from '../api/rotate-secret';
import { useDeleteWorkflow } from '../api/delete-workflow';
import { DeliveryLog } from './delivery-log';
import { Select } from '@web/components/ui/select';
import { EnterpriseNote } from '@web/components/plans/enterprise-note';
import { usePlanIncludes } from '@web/lib/plan';

const blank = (): WorkflowInput => ({
  name: '',
  trigger: '' as never,
  action: '' as never,
  meetingTypeScope: 'all',
  meetingTypeIds: [],
  meetingKinds: [...WORKFLOW_MEETING_KINDS],
  delayMinutes: 0,
  active: true,
  config: { slackChannel: '', slackMemberIds: [], emails: [], title: '', message: '', infoBlocks: [], webhookUrl: '', headers: [{ name: '', value: '' }], smsFrom: '', smsTo: 'prospect', delayWebhook: false },
});

const fromDto = (w: WorkflowDto, clone: boolean): WorkflowInput => ({ ...w, name: clone ? `Copy of ${w.name}` : w.name, config: { ...w.config, headers: w.config.headers.length ? w.config.headers : [{ name: '', value: '' }] } });

/** /workflows/new, /workflows/:id and /workflows/:id/clone. */
export function WorkflowFormPage({ mode }: { mode: 'new' | 'edit' | 'clone' }) {
  const { id } = useParams();
  const existing = useWorkflow(mode === 'new' ? undefined : id);
  if (mode !== 'new' && existing.isPending) return <Skeleton className="h-96" />;
  const initial = existing.data ? fromDto(existing.data, mode === 'clone') : blank();
  return <WorkflowForm key={`${mode}-${id}`} mode={mode} id={mode === 'edit' ? id : undefined} initial={initial} secretHint={mode === 'edit' ? existing.data?.webhook?.secretHint : undefined} />;
}

function WorkflowForm({ mode, id, initial, secretHint }: { mode: 'new' | 'edit' | 'clone'; id?: string; initial: WorkflowInput; secretHint?: string }) {
  const navigate = useNavigate();
  const save = useSaveWorkflow(id);
  const rotate = useRotateSecret(id ?? '');
  const types = useMeetingTypeOptions();
  const sms = usePlanIncludes('sms');
  const [w, setWorkflow] = React.useState<WorkflowInput>(initial);
  const [errors, setErrors] = React.useState<Record<string, string>>({});
  const [pendingTrigger, setPendingTrigger] = React.useState<WorkflowInput['trigger'] | null>(null);
  const [secret, setSecret] = React.useState<string | null>(null);
  const [deleting, setDeleting] = React.useState(false);
  const remove = useDeleteWorkflow();
  const c = w.config;
  // A message under a field goes once the field is edited: what was wrong with the old value is no news.
  const forget = (pointers: string[]) =>
    setErrors((e) => (Object.keys(e).some((k) => pointers.some((p) => k === p || k.startsWith(`${p}/`))) ? Object.fromEntries(Object.entries(e).filter(([k]) => !pointers.some((p) => k === p || k.startsWith(`${p}/`)))) : e));
  const setW = (next: WorkflowInput | ((x: WorkflowInput) => WorkflowInput)) => {
    const n = typeof next === 'function' ? next(w) : next;
    forget((Object.keys(n) as (keyof WorkflowInput)[]).filter((k) => k !== 'config' && n[k] !== w[k]).map((k) => `/${k}`));
    setWorkflow(n);
  };
  const setC = (patch: Partial<WorkflowInput['config']>) => {
    forget(Object.keys(patch).map((k) => `/config/${k}`));
    setWorkflow((x) => ({ ...x, config: { ...x.config, ...patch } }));
  };
  const err = (pointer: string) => errors[pointer];
  const headerError = err('/config/headers') ?? Object.entries(errors).find(([k]) => k.startsWith('/config/headers/'))?.[1];
  // What has no field to stand under (no permission, a conflict) is said once above the buttons.
  const formError = Object.entries(errors).find(([k]) => k === '/' || !k.startsWith('/'))?.[1];

  // Changing the trigger of a configured workflow resets its trigger and action (spec section 4), after confirmation.
  const chooseTrigger = (t: WorkflowInput['trigger']) => {
    if (w.trigger && w.action && t !== w.trigger) setPendingTrigger(t);
    else setW((x) => ({ ...x, trigger: t }));
  };

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setErrors({});
    try {
      // Header rows belong to webhooks only; an untouched empty row of another action is not sent.
      const saved = await save.mutateAsync({ ...w, config: { ...c, headers: w.action === 'send_webhook' ? c.headers : [] } });
      if (saved.secret) setSecret(saved.secret);
      else navigate('/workflows');
    } catch (error) {
      setErrors(error instanceof ApiRequestError ? Object.fromEntries(error.errors.map((x) => [x.source?.pointer ?? '/', x.detail])) : { '/': 'Something went wrong. Looks like an unexpected error, we are trying to fix it soon.' });
    }
  };

  return (
    <form onSubmit={submit} noValidate className="grid max-w-3xl gap-5">
      <PageHeader title={mode === 'edit' ? 'Edit workflow' : mode === 'clone' ? 'Clone workflow' : 'New workflow'} />
      <FormField id="wf-name" label="Name" error={err('/name')}>
        <Input value={w.name} onChange={(e) => setW({ ...w, name: e.target.value })} />
      </FormField>
      <FormField id="wf-trigger" label="Trigger" error={err('/trigger')}>
        <Select value={w.trigger} onChange={(e) => chooseTrigger(e.target.value as WorkflowInput['trigger'])}>
          <option value="" hidden>Select a trigger</option>
          {WORKFLOW_TRIGGERS.map((t) => (
            <option key={t} value={t}>
              {TRIGGER_LABELS[t]}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField id="wf-action" label="Action" error={err('/action')}>
        <Select value={w.action} onChange={(e) => setW({ ...w, action: e.target.value as WorkflowInput['action'] })}>
          <option value="" hidden>Select an action</option>
          {WORKFLOW_ACTIONS.map((a) => (
            <option key={a} value={a} disabled={a === 'send_sms' && !sms}>
              {ACTION_LABELS[a]}
            </option>
          ))}
        </Select>
      </FormField>
      {!sms && <EnterpriseNote feature="sms" />}
      {w.trigger && isMeetingTrigger(w.trigger) && (
        <fieldset className="grid gap-2" aria-describedby={err('/meetingTypeIds') ? 'wf-types-error' : undefined}>
          <legend className="text-sm font-medium">Applicable meeting types</legend>
          <div className="flex flex-wrap gap-4 text-sm">
            {WORKFLOW_MEETING_KINDS.map((k) => (
              <label key={k} className="flex items-center gap-2">
                <input type="checkbox" checked={w.meetingKinds.includes(k)} onChange={(e) => setW({ ...w, meetingKinds: e.target.checked ? [...w.meetingKinds, k] : w.meetingKinds.filter((x) => x !== k) })} />
                {k[0].toUpperCase() + k.slice(1)}
              </label>
            ))}
          </div>
          <div className="flex flex-wrap items-center gap-4 text-sm">
            {(['all', 'selected'] as const).map((scope) => (
              <label key={scope} className="flex items-center gap-2">
                <input type="radio" name="wf-scope" checked={w.meetingTypeScope === scope} onChange={() => setW({ ...w, meetingTypeScope: scope })} />
                {scope === 'all' ? 'All meeting types' : 'Selected meeting types'}
              </label>
            ))}
          </div>
          {w.meetingTypeScope === 'selected' && (
            <MultiSelect aria-label="Meeting types" value={w.meetingTypeIds} onChange={(meetingTypeIds) => setW({ ...w, meetingTypeIds })} options={types.data ?? []} placeholder="Choose meeting types" />
          )}
          {err('/meetingTypeIds') && (
            <p id="wf-types-error" className="text-sm text-destructive">
              {err('/meetingTypeIds')}
            </p>
          )}
        </fieldset>
      )}
      {w.trigger && isTimedTrigger(w.trigger) && (
        <FormField id="wf-delay" label={w.trigger === 'meeting_before_start' ? 'Minutes before the meeting starts' : 'Minutes after the meeting ends'} error={err('/delayMinutes')}>
          <Input type="number" min={0} value={w.delayMinutes} onChange={(e) => setW({ ...w, delayMinutes: Number(e.target.value) })} />
        </FormField>
      )}
      {w.action === 'send_webhook' && (
        <>
          <FormField id="wf-url" label="Webhook URL" error={err('/config/webhookUrl')}>
            <Input type="url" value={c.webhookUrl} placeholder="https://example.com/hooks/routewise" onChange={(e) => setC({ webhookUrl: e.target.value })} />
          </FormField>
          <fieldset className="grid gap-2">
            <legend className="text-sm font-medium">Headers</legend>
            <p className="text-xs text-muted-foreground">Sent with every delivery, beside the Standard Webhooks signature headers.</p>
            {c.headers.map((h, i) => (
              <div key={i} className="flex gap-2">
                <Input aria-label={`Header ${i + 1} key`} value={h.name} placeholder="Key" onChange={(e) => setC({ headers: c.headers.map((x, j) => (j === i ? { ...x, name: e.target.value } : x)) })} />
                <Input aria-label={`Header ${i + 1} value`} value={h.value} placeholder="Value" onChange={(e) => setC({ headers: c.headers.map((x, j) => (j === i ? { ...x, value: e.target.value } : x)) })} />
                <Button type="button" variant="ghost" size="icon" aria-label={`Remove header ${i + 1}`} onClick={() => setC({ headers: c.headers.filter((_, j) => j !== i) })}>
                  <Trash2 />
                </Button>
              </div>
            ))}
            <Button type="button" variant="outline" size="sm" className="justify-self-start" onClick={() => setC({ headers: [...c.headers, { name: '', value: '' }] })}>
              Add header
            </Button>
            {headerError && <p className="text-sm text-destructive">{headerError}</p>}
          </fieldset>
          {!isTimedTrigger(w.trigger) && (
            <div className="flex flex-wrap items-end gap-4">
              <label className="flex items-center gap-2 text-sm">
                <Switch checked={c.delayWebhook} onCheckedChange={(v) => setC({ delayWebhook: v })} aria-label="Delay the webhook" /> Delay the webhook
              </label>
              {c.delayWebhook && (
                <FormField id="wf-webhook-delay" label="Delay (minutes)" error={err('/delayMinutes')}>
                  <Input type="number" min={1} value={w.delayMinutes} onChange={(e) => setW({ ...w, delayMinutes: Number(e.target.value) })} />
                </FormField>
              )}
            </div>
          )}
          {secretHint && (
            <div className="flex flex-wrap items-center gap-3 text-sm text-muted-foreground">
              <span>Signing secret ends in {secretHint}. Deliveries are signed per Standard Webhooks.</span>
              <Button type="button" variant="outline" size="sm" loading={rotate.isPending} onClick={async () => setSecret((await rotate.mutateAsync()).secret ?? null)}>
                Rotate secret
              </Button>
            </div>
          )}
        </>
      )}
      {w.action === 'send_slack' && (
        <>
          <FormField id="wf-slack" label="Slack channel" error={err('/config/slackChannel')}>
            <Input value={c.slackChannel} placeholder="#sales" onChange={(e) => setC({ slackChannel: e.target.value })} />
          </FormField>
          <FormField id="wf-slack-members" label="Slack members" hint="Member IDs (U…), each gets a direct message; type one and press Enter">
            {(control) => <ChipsInput {...control} value={c.slackMemberIds} onChange={(slackMemberIds) => setC({ slackMemberIds })} placeholder="U0123ABCD" />}
          </FormField>
        </>
      )}
      {w.action === 'send_email' && (
        <>
          <FormField id="wf-emails" label="E-mail addresses" hint="Type an address and press Enter" error={err('/config/emails')}>
            {(control) => <ChipsInput {...control} value={c.emails} onChange={(emails) => setC({ emails })} placeholder="name@company.com" />}
          </FormField>
          <FormField id="wf-title" label="Message title" error={err('/config/title')}>
            <Input value={c.title} onChange={(e) => setC({ title: e.target.value })} />
          </FormField>
        </>
      )}
      {w.action === 'send_sms' && (
        <>
          <FormField id="wf-sms-from" label="Sender number" error={err('/config/smsFrom')}>
            <Input value={c.smsFrom} placeholder="+15005550006" onChange={(e) => setC({ smsFrom: e.target.value })} />
          </FormField>
          <FormField id="wf-sms-to" label="Send to">
            <Select value={c.smsTo} onChange={(e) => setC({ smsTo: e.target.value as 'prospect' | 'assignee' })}>
              <option value="prospect">The prospect's phone number</option>
              <option value="assignee">The assignee's contact number</option>
            </Select>
          </FormField>
        </>
      )}
      {(w.action === 'send_slack' || w.action === 'send_email' || w.action === 'send_sms') && (
        <>
          <FormField id="wf-message" label="Message" hint={`Placeholders: ${WORKFLOW_PLACEHOLDERS.map((p) => `{{${p.key}}}`).join(' ')}`} error={err('/config/message')}>
            <Textarea rows={5} value={c.message} onChange={(e) => setC({ message: e.target.value })} />
          </FormField>
          {w.action !== 'send_sms' && (
            <fieldset className="flex flex-wrap gap-4 text-sm">
              <legend className="mb-1 text-sm font-medium">Info blocks</legend>
              {INFO_BLOCKS.map((b) => (
                <label key={b} className="flex items-center gap-2">
                  <input type="checkbox" checked={c.infoBlocks.includes(b)} onChange={(e) => setC({ infoBlocks: e.target.checked ? [...c.infoBlocks, b] : c.infoBlocks.filter((x) => x !== b) })} />
                  {INFO_BLOCK_LABELS[b]}
                </label>
              ))}
            </fieldset>
          )}
        </>
      )}
      <label className="flex items-center gap-2 text-sm">
        <Switch checked={w.active} onCheckedChange={(active) => setW({ ...w, active })} aria-label="Active" /> Active
      </label>
      {formError && (
        <p role="alert" className="rounded-md bg-red-50 p-2 text-sm text-destructive">
          {formError}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={save.isPending}>
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
        open={pendingTrigger !== null}
        onOpenChange={(open) => !open && setPendingTrigger(null)}
        title="Change the trigger?"
        description="Changing the trigger resets the configured trigger and action."
        confirmLabel="Change trigger"
        onConfirm={() => {
          setW((x) => ({ ...blank(), name: x.name, active: x.active, trigger: pendingTrigger! }));
          setPendingTrigger(null);
        }}
      />
      <ConfirmDialog
        open={secret !== null}
        onOpenChange={(open) => !open && navigate('/workflows')}
        title="Webhook signing secret"
        description={
          <span className="grid gap-2">
            <span>Copy it now: it is shown only once. Verify each delivery's webhook-signature with it (Standard Webhooks).</span>
            <span className="flex items-start gap-2">
              <code className="min-w-0 flex-1 break-all rounded bg-muted p-2 text-xs" data-testid="webhook-secret">
                {secret}
              </code>
              {secret && <CopyButton value={secret} label="Copy secret" variant="outline" size="icon" />}
            </span>
          </span>
        }
        confirmLabel="Done"
        cancelLabel="Close"
        onConfirm={() => navigate('/workflows')}
      />
    </form>
  );
}
