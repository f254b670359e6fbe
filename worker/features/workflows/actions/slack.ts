import * as v from 'valibot';
import { WORKFLOW_MESSAGES, WorkflowConfigSchema } from '../../../contracts/workflows';
import { postToSlack } from '../../messaging/service';
import { failureOf, timed } from '../parts/sent';
import type { WorkflowAction } from './action';
import { composedMessage } from './text';

/** Send Slack message: one delivery per target, the channel first, then each member's direct message. */
export const slackAction: WorkflowAction<'send_slack'> = {
  kind: 'send_slack',
  channel: 'slack',
  config: v.pick(WorkflowConfigSchema, ['slackChannel', 'slackMemberIds', 'message', 'infoBlocks']),
  async check({ input: { config: c }, add, connected }) {
    if (!c.slackChannel && !c.slackMemberIds.length) add('/config/slackChannel', WORKFLOW_MESSAGES.slackChannel);
    if (!c.message.trim()) add('/config/message', WORKFLOW_MESSAGES.messageBody);
    if (!(await connected('slack'))) add('/action', WORKFLOW_MESSAGES.slackNotConnected);
  },
  build(run) {
    const c = run.workflow.config;
    const text = composedMessage(run);
    const targets = [...(c.slackChannel ? [c.slackChannel] : []), ...c.slackMemberIds];
    return Promise.all(
      targets.map(async (t) => ({ ...run.base, id: await run.id('slack', t), channel: 'slack' as const, payload: { channel: t, text } })),
    );
  },
  send: ({ env, db, row }) =>
    timed(async () => {
      const p = row.payload as Record<string, unknown>;
      try {
        const r = await postToSlack(env, db, row.accountId, String(p.channel), String(p.text));
        return { ok: true, status: r.status, excerpt: r.excerpt, externalId: r.externalId };
      } catch (err) {
        return failureOf(err);
      }
    }),
};
