import * as v from 'valibot';
import { WORKFLOW_MESSAGES, WorkflowConfigSchema } from '../../../contracts/workflows';
import { TWILIO_MESSAGES } from '../../../contracts/messaging';
import { smsLength } from '../../../core/sms/segments';
import { normalisePhone, sendSms } from '../../messaging/service';
import { failureOf, refused, timed } from '../parts/sent';
import type { WorkflowAction } from './action';
import { filled } from './text';

const SMS_NO_NUMBER = "SMS delivery failed: the prospect's phone number is missing or invalid";
const SMS_TOO_LONG = 'SMS message length exceeded';

/** Send SMS (Enterprise, through the organization's Twilio): one text to the prospect or the assignee. */
export const smsAction: WorkflowAction<'send_sms'> = {
  kind: 'send_sms',
  channel: 'sms',
  config: v.pick(WorkflowConfigSchema, ['smsFrom', 'smsTo', 'message']),
  feature: 'sms',
  normalise: (c) => ({ smsFrom: normalisePhone(c.smsFrom) ?? c.smsFrom }),
  async check({ input: { config: c }, add, connected }) {
    if (!c.smsFrom) add('/config/smsFrom', WORKFLOW_MESSAGES.smsSender);
    else if (!normalisePhone(c.smsFrom)) add('/config/smsFrom', TWILIO_MESSAGES.senderInvalid);
    if (!c.message.trim()) add('/config/message', WORKFLOW_MESSAGES.smsEmpty);
    else if (smsLength(c.message).exceeded) add('/config/message', WORKFLOW_MESSAGES.smsTooLong);
    if (!(await connected('twilio'))) add('/action', WORKFLOW_MESSAGES.smsNotConnected);
  },
  build: async (run) => {
    const c = run.workflow.config;
    const to = c.smsTo === 'assignee' ? run.snap.phones.assignee : run.snap.phones.prospect;
    return [{ ...run.base, id: await run.id('sms'), channel: 'sms', payload: { to, from: c.smsFrom, body: filled(c.message, run) } }];
  },
  // The number and the length are checked again at send time: the number comes from the event, the text from placeholders.
  send: ({ env, db, row }) =>
    timed(async () => {
      const p = row.payload as Record<string, unknown>;
      const to = normalisePhone(typeof p.to === 'string' ? p.to : null);
      if (!to) return refused(SMS_NO_NUMBER);
      if (smsLength(String(p.body)).exceeded) return refused(SMS_TOO_LONG);
      try {
        const r = await sendSms(env, db, row.accountId, to, String(p.body));
        return { ok: true, status: r.status, excerpt: r.excerpt, externalId: r.externalId };
      } catch (err) {
        return failureOf(err);
      }
    }),
};
