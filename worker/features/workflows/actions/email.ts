import * as v from 'valibot';
import { WORKFLOW_MESSAGES, WorkflowConfigSchema } from '../../../contracts/workflows';
import { runBatch } from '../../../db/batch';
import { dispatch, prepareEmail } from '../../mail/service';
import { timed } from '../parts/sent';
import type { WorkflowAction } from './action';
import { composedMessage, filled } from './text';

/** Send e-mail: one delivery whose recipients go through the mail outbox together. */
export const emailAction: WorkflowAction<'send_email'> = {
  kind: 'send_email',
  channel: 'email',
  config: v.pick(WorkflowConfigSchema, ['emails', 'title', 'message', 'infoBlocks']),
  check({ input: { config: c }, add }) {
    if (!c.emails.length) add('/config/emails', WORKFLOW_MESSAGES.emails);
    if (!c.title) add('/config/title', WORKFLOW_MESSAGES.messageTitle);
    if (!c.message.trim()) add('/config/message', WORKFLOW_MESSAGES.messageBody);
  },
  build: async (run) => [
    {
      ...run.base,
      id: await run.id('email'),
      channel: 'email',
      payload: { to: run.workflow.config.emails, subject: filled(run.workflow.config.title, run), text: composedMessage(run) },
    },
  ],
  send: ({ env, db, row, now }) =>
    timed(async () => {
      const p = row.payload as Record<string, unknown>;
      const to = p.to as string[];
      const prepared = to.map((addr, i) =>
        prepareEmail(
          db,
          {
            id: `${row.id}:${i}`,
            kind: 'workflow',
            to: addr,
            subject: String(p.subject || 'Workflow notification'),
            text: String(p.text),
            accountId: row.accountId,
          },
          now,
        ),
      );
      await runBatch(
        db,
        prepared.map((e) => e.stmt),
      );
      await dispatch(env, ...prepared.map((e) => e.id));
      return { ok: true, status: null, excerpt: `Queued ${to.length} e-mail(s) in the outbox`, externalId: prepared[0]?.id ?? null };
    }),
};
