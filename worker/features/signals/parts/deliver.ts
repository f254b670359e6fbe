import type { Db } from '../../../db/client';
import type { Env } from '../../../env';
import type { Stmt } from '../../../db/batch';
import type { LiveNotification } from '../../../durable-objects/org-notifications';
import type { DomainEvent } from '../../../contracts/events';
import { dispatch, prepareEmail } from '../../mail/service';
import { prepareSlackMessage, usersByIds, type activeUsers } from '../../workflows/service';
import { signalTaskStmts } from '../../tasks/service';
import * as repo from '../repo';

type Signal = Awaited<ReturnType<typeof repo.activeSignals>>[number];
type Person = Awaited<ReturnType<typeof activeUsers>>[number];

/** One signal firing for one event: who hears of it, what it says, and where its task goes. */
export type Firing = {
  signal: Signal;
  key: string;
  event: DomainEvent;
  email: string;
  domain: string;
  title: string;
  body: string;
  link: string | null;
  recipients: Person[];
  taskSubject: { subjectType: 'account' | 'meeting'; subjectId: string } | null;
};

/** What firings add up to: statements for the handler's batch, sends after it, live pushes to bells. */
export type Delivery = {
  stmts: Stmt[];
  after: ((env: Env) => Promise<unknown>)[];
  pushes: { userIds: string[]; notification: LiveNotification }[];
};
export const newDelivery = (): Delivery => ({ stmts: [], after: [], pushes: [] });

async function notificationId(...parts: string[]) {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(parts.join('|'))));
  return `ntf_${Array.from(digest.slice(0, 12), (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

/** Relays notifications to the recipients' open bells; a closed bell catches up by polling. */
async function pushLive(env: Env, accountId: string, pushes: Delivery['pushes']) {
  if (!pushes.length) return;
  try {
    const stub = env.ORG_NOTIFICATIONS.get(env.ORG_NOTIFICATIONS.idFromName(accountId));
    for (const p of pushes) await stub.push(p.userIds, p.notification);
  } catch (err) {
    console.warn(JSON.stringify({ level: 'warn', msg: 'live notification push failed; bells poll', error: String(err) }));
  }
}

/** Tells the bells and sends what waits for nothing; answers the statements for the handler's batch. */
export async function finishDelivery(env: Env, accountId: string, out: Delivery): Promise<Stmt[]> {
  await pushLive(env, accountId, out.pushes);
  for (const f of out.after) await f(env);
  return out.stmts;
}

/**
 * One firing: its firing row (the dedupe: a second firing of the key fails the batch), a notification per
 * recipient, the "add task" to-dos, and the e-mail and Slack alerts through the outbox.
 */
export async function deliverFiring(env: Env, db: Db, f: Firing, now: number, out: Delivery) {
  const { signal: s, key, event, email, domain, title, body, link, recipients, taskSubject } = f;
  const { stmts, after, pushes } = out;
  stmts.push(
    repo.insertFiringStmt(db, {
      signalId: s.id,
      dedupeKey: key,
      accountId: event.accountId,
      eventId: event.id,
      at: now,
      subjectEmail: email.toLowerCase() || null,
      subjectDomain: domain.toLowerCase() || null,
    }),
  );
  if (s.actions.includes('add_task') && taskSubject)
    stmts.push(
      ...signalTaskStmts(
        db,
        {
          accountId: event.accountId,
          subject: taskSubject,
          title,
          description: body,
          assigneeUserIds: recipients.map((r) => r.id),
          sourceKey: `signal:${s.id}:${key}`,
        },
        now,
      ),
    );
  for (const r of recipients) {
    const id = await notificationId(s.id, key, r.id);
    stmts.push(
      repo.insertNotificationStmt(db, {
        id,
        accountId: event.accountId,
        userId: r.id,
        signalId: s.id,
        title,
        body,
        link,
        createdAt: now,
      }),
    );
    pushes.push({ userIds: [r.id], notification: { id, title, body, link, createdAt: new Date(now).toISOString() } });
    if (s.channels.includes('send_email')) {
      const mail = prepareEmail(
        db,
        {
          id: `sig_${id}`,
          kind: 'signal',
          to: r.email,
          subject: title,
          text: `${body}${link ? `\n\n${env.APP_URL}${link}` : ''}`,
          accountId: event.accountId,
        },
        now,
      );
      stmts.push(mail.stmt);
      after.push((e) => dispatch(e, mail.id));
    }
  }
  if (s.channels.includes('send_slack')) {
    const channels = [...new Set(recipients.map((r) => r.slackChannel).filter((c): c is string => !!c))];
    for (const channel of channels) {
      const m = await prepareSlackMessage(db, {
        accountId: event.accountId,
        causeId: `${s.id}:${key}`,
        eventType: event.type,
        subjectId: event.subjectId,
        channel,
        text: `*${title}*\n${body}`,
        now,
      });
      stmts.push(m.stmt);
      after.push(m.send);
    }
  }
}

/** Who a signal tells: everyone, the record's owner (none without one), or its chosen members. */
export const recipientsOf = async (
  db: Db,
  accountId: string,
  s: { notify: string; recipientUserIds: string[] },
  people: Person[],
  owner: Person | null | undefined,
) =>
  s.notify === 'all_users'
    ? people
    : s.notify === 'account_owners'
      ? owner
        ? [owner]
        : []
      : await usersByIds(db, accountId, s.recipientUserIds);
