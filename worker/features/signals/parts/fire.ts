import type { Db } from '../../../db/client';
import type { Env } from '../../../env';
import type { Stmt } from '../../../db/batch';
import type { LiveNotification } from '../../../durable-objects/org-notifications';
import { DOMAIN_EVENT_TYPES, type DomainEvent } from '../../../contracts/events';
import { WORKFLOW_PLACEHOLDERS, eventLabel } from '../../../contracts/workflows';
import { renderPlaceholders } from '../../../core/workflows/message';
import { evaluateConditions } from '../../../core/routing/conditions';
import type { EventHandler } from '../../events/service';
import { dispatch, prepareEmail } from '../../mail/service';
import { activeUsers, loadSnapshot, prepareSlackMessage, usersByIds } from '../../workflows/service';
import * as repo from '../repo';
import { accountIdByDomain, prospectRecord } from '../../crm/service';
import { segmentIdsOf, segmentsForRouting } from '../../segments/service';
import { signalTaskStmts } from '../../tasks/service';

const KNOWN_PLACEHOLDERS = WORKFLOW_PLACEHOLDERS.map((p) => p.key);

async function notificationId(...parts: string[]) {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(parts.join('|'))));
  return `ntf_${Array.from(digest.slice(0, 12), (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

/** Relays notifications to the recipients' open bells; a closed bell catches up by polling. */
async function pushLive(env: Env, accountId: string, pushes: { userIds: string[]; notification: LiveNotification }[]) {
  if (!pushes.length) return;
  try {
    const stub = env.ORG_NOTIFICATIONS.get(env.ORG_NOTIFICATIONS.idFromName(accountId));
    for (const p of pushes) await stub.push(p.userIds, p.notification);
  } catch (err) {
    console.warn(JSON.stringify({ level: 'warn', msg: 'live notification push failed; bells poll', error: String(err) }));
  }
}

/**
 * Fires the organization's active signals for one event: the event (or any event) matches, the filters
 * hold, and it has not fired for this key yet (the event, or the account or user and day for once per
 * day). Each firing writes one notification per recipient with its firing row, in the handler's batch;
 * e-mail and Slack alerts go out through the outbox and the delivery queue, the bell is told live.
 */
export async function fireSignals(env: Env, db: Db, event: DomainEvent, now = Date.now()): Promise<Stmt[]> {
  const list = await repo.activeSignals(db, event.accountId);
  if (!list.length) return [];
  const snap = await loadSnapshot(db, event);
  if (!snap) return [];
  const email = snap.meeting?.prospect.email || snap.prospect?.email || '';
  const domain = email.split('@')[1] ?? '';
  const ownerEmail = snap.meeting?.host.email || snap.prospect?.assignee?.email || '';
  const fields: Record<string, string> = {
    email,
    domain,
    prospect_name: snap.message.values.prospect_name ?? '',
    meeting_type: snap.meeting?.meetingType?.name ?? '',
    outcome: snap.prospect?.outcome ?? snap.meeting?.status ?? '',
    router: snap.prospect?.router?.name ?? '',
    assignee_email: ownerEmail,
    event: event.type,
  };
  // "View account" opens the prospect's account in the app: the built-in CRM account at their domain.
  const [people, crmAccountId] = await Promise.all([
    activeUsers(db, event.accountId),
    list.some((s) => s.actions.length > 0) ? accountIdByDomain(db, event.accountId, domain) : null,
  ]);
  const owner = people.find((p) => p.email === ownerEmail);
  // "is in segment" filters read the prospect's CRM record and the segments' membership, resolved before any filter runs.
  const segmentIds = segmentIdsOf(list.map((s) => s.filters));
  const record = segmentIds.length ? await prospectRecord(db, event.accountId, email, domain) : null;
  const segmentLists = segmentIds.length ? await segmentsForRouting(db, event.accountId, segmentIds, record ? [record] : []) : [];
  const day = new Date(event.occurredAt).toISOString().slice(0, 10);
  const stmts: Stmt[] = [];
  const after: ((env: Env) => Promise<unknown>)[] = [];
  const pushes: Parameters<typeof pushLive>[2] = [];
  for (const s of list) {
    if (s.event && s.event !== event.type) continue;
    const subject = s.triggerType === 'on_account' ? domain : owner?.id;
    if (!subject) continue;
    if (!evaluateConditions(s.filters, { answers: fields, record, lists: segmentLists }).passed) continue;
    const key = s.frequency === 'every_time' ? event.id : `${subject}:${day}`;
    if (await repo.firingExists(db, s.id, key)) continue;
    const recipients =
      s.notify === 'all_users'
        ? people
        : s.notify === 'account_owners'
          ? owner
            ? [owner]
            : []
          : await usersByIds(db, event.accountId, s.recipientUserIds);
    if (!recipients.length) continue;
    const title = `${s.name}: ${eventLabel(event.type)}`;
    // The message fills the same placeholders as workflows do, from the same event snapshot.
    const body =
      renderPlaceholders(s.message, snap.message.values, KNOWN_PLACEHOLDERS).trim() ||
      `${fields.prospect_name || email || 'A prospect'}${domain ? ` (${domain})` : ''}`;
    const link = s.actions.includes('view_account') && crmAccountId ? `/accounts/${crmAccountId}/users` : null;
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
    // "Add task": a to-do for each recipient on the prospect's account, else on the meeting; nothing to hang it on, no task.
    const taskSubject = crmAccountId
      ? ({ subjectType: 'account', subjectId: crmAccountId } as const)
      : snap.meeting
        ? ({ subjectType: 'meeting', subjectId: snap.meeting.id } as const)
        : null;
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
  await pushLive(env, event.accountId, pushes);
  for (const f of after) await f(env);
  return stmts;
}

export const signalsEventHandler: EventHandler = {
  name: 'signals',
  types: DOMAIN_EVENT_TYPES,
  // An organization without an active signal has nothing to fire.
  applies: async (db, event, ctx) => (await ctx.rows('signals', () => repo.anyActiveSignalQuery(db, event.accountId))).length > 0,
  handle: (env, db, event) => fireSignals(env, db, event),
};
