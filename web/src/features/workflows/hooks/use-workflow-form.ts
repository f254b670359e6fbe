import * as React from 'react';
import { useNavigate } from 'react-router';
import { WORKFLOW_MEETING_KINDS, type WorkflowDto, type WorkflowInput } from '@contracts/workflows';
import { ApiRequestError } from '@web/lib/api-error';
import { useSaveWorkflow } from '../api/save-workflow';
import { actionFieldSet } from '../components/actions/registry';

export const blankWorkflow = (): WorkflowInput => ({
  name: '',
  trigger: '' as never,
  action: '' as never,
  meetingTypeScope: 'all',
  meetingTypeIds: [],
  meetingKinds: [...WORKFLOW_MEETING_KINDS],
  delayMinutes: 0,
  active: true,
  config: {
    slackChannel: '',
    slackMemberIds: [],
    emails: [],
    title: '',
    message: '',
    infoBlocks: [],
    webhookUrl: '',
    headers: [{ name: '', value: '' }],
    smsFrom: '',
    smsTo: 'prospect',
    delayWebhook: false,
  },
});

export const workflowFromDto = (w: WorkflowDto, clone: boolean): WorkflowInput => ({
  ...w,
  name: clone ? `Copy of ${w.name}` : w.name,
  config: { ...w.config, headers: w.config.headers.length ? w.config.headers : [{ name: '', value: '' }] },
});

/** The workflow form's state: the workflow being edited, its field errors, the trigger change waiting for confirmation, saving. */
export function useWorkflowForm(initial: WorkflowInput, id?: string) {
  const navigate = useNavigate();
  const save = useSaveWorkflow(id);
  const [w, setWorkflow] = React.useState<WorkflowInput>(initial);
  const [errors, setErrors] = React.useState<Record<string, string>>({});
  const [pendingTrigger, setPendingTrigger] = React.useState<WorkflowInput['trigger'] | null>(null);
  const [secret, setSecret] = React.useState<string | null>(null);
  const c = w.config;
  // A message under a field goes once the field is edited: what was wrong with the old value is no news.
  const forget = (pointers: string[]) =>
    setErrors((e) =>
      Object.keys(e).some((k) => pointers.some((p) => k === p || k.startsWith(`${p}/`)))
        ? Object.fromEntries(Object.entries(e).filter(([k]) => !pointers.some((p) => k === p || k.startsWith(`${p}/`))))
        : e,
    );
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
  const errUnder = (pointer: string) => err(pointer) ?? Object.entries(errors).find(([k]) => k.startsWith(`${pointer}/`))?.[1];
  const fieldSet = actionFieldSet(w.action);
  // What has no field to stand under (no permission, a conflict) is said once above the buttons.
  const formError = Object.entries(errors).find(([k]) => k === '/' || !k.startsWith('/'))?.[1];

  // Changing the trigger of a configured workflow resets its trigger and action (spec section 4), after confirmation.
  const chooseTrigger = (t: WorkflowInput['trigger']) => {
    if (w.trigger && w.action && t !== w.trigger) setPendingTrigger(t);
    else setW((x) => ({ ...x, trigger: t }));
  };
  const confirmTrigger = () => {
    setW((x) => ({ ...blankWorkflow(), name: x.name, active: x.active, trigger: pendingTrigger! }));
    setPendingTrigger(null);
  };

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setErrors({});
    try {
      // Header rows belong to the actions that send them; an untouched empty row of another action is not sent.
      const saved = await save.mutateAsync({ ...w, config: { ...c, headers: fieldSet?.headers ? c.headers : [] } });
      if (saved.secret) setSecret(saved.secret);
      else navigate('/workflows');
    } catch (error) {
      setErrors(
        error instanceof ApiRequestError
          ? Object.fromEntries(error.errors.map((x) => [x.source?.pointer ?? '/', x.detail]))
          : { '/': 'Something went wrong. Looks like an unexpected error, we are trying to fix it soon.' },
      );
    }
  };

  return {
    w,
    setW,
    setC,
    err,
    errUnder,
    fieldSet,
    formError,
    chooseTrigger,
    pendingTrigger,
    cancelTrigger: () => setPendingTrigger(null),
    confirmTrigger,
    secret,
    setSecret,
    submit,
    saving: save.isPending,
  };
}
