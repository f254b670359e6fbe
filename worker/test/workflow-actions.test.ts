import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { WORKFLOW_ACTIONS, WorkflowConfigSchema } from '../contracts/workflows';
import { channelAction, WORKFLOW_ACTION_MODULES, workflowAction } from '../features/workflows/actions/registry';
import { addOrg, signIn } from './client';

// What the contract fills in for a config that sets nothing: the fields an action does not use come back so.
const BLANK = v.parse(WorkflowConfigSchema, {});
const EVERYTHING = {
  slackChannel: '#sales',
  emails: ['ann@acme.test'],
  title: 'New lead',
  message: 'Call them',
  infoBlocks: ['form_answers'],
  webhookUrl: 'https://hooks.example.com/in',
  headers: [{ name: 'X-Team', value: 'sales' }],
  smsFrom: '+15005550006',
  smsTo: 'assignee',
};
/** A workflow on submission doing `action`, sent every field of every action. */
const everything = (name: string, action: string) => ({ name, trigger: 'prospect_submitted', action, config: EVERYTHING });

describe('the workflow action registry', () => {
  it('holds one module per action kind, each on its own delivery channel', () => {
    expect(Object.keys(WORKFLOW_ACTION_MODULES).sort()).toEqual([...WORKFLOW_ACTIONS].sort());
    for (const kind of WORKFLOW_ACTIONS) {
      expect(workflowAction(kind)?.kind).toBe(kind);
      expect(channelAction(WORKFLOW_ACTION_MODULES[kind].channel)?.kind).toBe(kind);
    }
    expect(workflowAction('send_fax')).toBeUndefined();
    // Analytics destinations are no workflow action: their rows are sent by the analytics sender.
    expect(channelAction('segment')).toBeUndefined();
    expect(channelAction('mixpanel')).toBeUndefined();
  });
});

describe('saving a workflow through its action', () => {
  it('keeps only the fields the chosen action uses, and a secret only for the signed one', async () => {
    const o = await addOrg();
    const admin = await signIn(o.admin.email);
    const email = await admin.json('POST', '/api/workflows', everything('Mail', 'send_email'));
    expect(email.status, JSON.stringify(email.body)).toBe(201);
    expect(email.body.data.config).toEqual({
      ...BLANK,
      emails: ['ann@acme.test'],
      title: 'New lead',
      message: 'Call them',
      infoBlocks: ['form_answers'],
    });
    expect(email.body.data.webhook).toBeNull();
    expect(email.body.data.secret).toBeUndefined();
    expect((await admin.json('POST', `/api/workflows/${email.body.data.id}/rotate-secret`)).status).toBe(404);

    const hook = await admin.json('POST', '/api/workflows', everything('Hook', 'send_webhook'));
    expect(hook.status, JSON.stringify(hook.body)).toBe(201);
    expect(hook.body.data.config).toEqual({
      ...BLANK,
      webhookUrl: 'https://hooks.example.com/in',
      headers: [{ name: 'X-Team', value: 'sales' }],
    });
    expect(hook.body.data.secret).toMatch(/^whsec_/);

    // Turned into an e-mail, the webhook's fields go; its secret stays for a switch back.
    const switched = await admin.json('PUT', `/api/workflows/${hook.body.data.id}`, everything('Hook', 'send_email'));
    expect(switched.status, JSON.stringify(switched.body)).toBe(200);
    expect(switched.body.data.config.webhookUrl).toBe('');
    expect(switched.body.data.config.headers).toEqual([]);
    expect(switched.body.data.secret).toBeUndefined();
  });

  it('a webhook that does not wait drops its delay, unless the trigger is timed', async () => {
    const o = await addOrg();
    const admin = await signIn(o.admin.email);
    const save = async (trigger: string, delayWebhook: boolean) => {
      const res = await admin.json('POST', '/api/workflows', {
        name: 'Hook',
        trigger,
        action: 'send_webhook',
        delayMinutes: 30,
        config: { ...EVERYTHING, delayWebhook },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body.data.delayMinutes;
    };
    expect(await save('prospect_submitted', false)).toBe(0);
    expect(await save('prospect_submitted', true)).toBe(30);
    expect(await save('meeting_before_start', false)).toBe(30);
  });
});
