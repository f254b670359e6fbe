import type { Db } from '../../db/client';
import type { MailAttachment } from '../../contracts/mail';
import type { Env } from '../../env';
import { headerValue } from '../../integrations/email/adapter';
import type { MeetingMail } from './parts/facts';
import { enqueue } from './parts/delivery';
import type { TeamNoticeProps } from './emails/team-notice';
import { insertOutboxStmt } from './repo';

export { deliver, deliverAll, LEASE_MS, requeueStuck, takeStartPass, type SenderMemo, type BatchOutcome } from './parts/delivery';
export { linkEmail } from './parts/templates';
export {
  snapshotOf,
  templatesOf,
  type InviteTemplates,
  type ManageUrls,
  type MeetingMail,
  type MeetingMailFacts,
  type MeetingSnapshot,
  type Person,
  type Recipient,
} from './parts/facts';
export type { HandedOver, HostMailKind, ProspectMailKind } from './emails/meeting-facts';

// The write side of the outbox: what a request or job calls to put e-mails into its own batch and hand
// them to the queue. It renders no meeting e-mail (delivery.ts renders and sends those, in the queue
// consumer); renderTeamNotice only builds the body of a written e-mail for the caller to prepare.
// It is also the mail feature's one way in for other features, jobs and dev tools (the exports below).

export type NewEmail = {
  kind: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  accountId?: string | null;
  attachments?: MailAttachment[];
  /** A fixed id makes the e-mail once-only: writing it again (a retried sweep) changes nothing. */
  id?: string;
};

/**
 * Prepares an outbox row to go into the caller's own batch, so the e-mail exists exactly when the
 * change that caused it does: a written e-mail, or a meeting e-mail's facts (rendered on delivery).
 * Call `dispatch` with the id after the batch commits. The subject and recipient are header values, so
 * line breaks in them (a hostile booker's name) become spaces here.
 */
export function prepareEmail(db: Db, email: NewEmail | MeetingMail, now = Date.now()) {
  const id = email.id ?? crypto.randomUUID();
  // A meeting e-mail is stored as its facts; the consumer fills subject, text, HTML and invite.
  const content =
    'facts' in email
      ? { subject: '', text: '', html: null, attachments: [], facts: email.facts }
      : { subject: headerValue(email.subject), text: email.text, html: email.html ?? null, attachments: email.attachments ?? [] };
  const insert = insertOutboxStmt(db, {
    id,
    kind: email.kind,
    to: headerValue(email.to),
    ...content,
    accountId: email.accountId ?? null,
    createdAt: now,
    dueAt: now,
  });
  return { id, stmt: email.id ? insert.onConflictDoNothing() : insert };
}

/** Hands committed outbox rows to the delivery queue; a failed send is retried by the cron sweep. */
export async function dispatch(env: Env, ...ids: string[]) {
  try {
    await enqueue(env, ids);
  } catch (err) {
    console.warn(JSON.stringify({ level: 'warn', msg: 'email enqueue failed; cron will retry', error: String(err) }));
  }
}

/** A notice to a team member (a prospect handed to them, ...) as HTML and plain text, in the shared e-mail layout. */
/** Renders a team notice's body; the renderer loads on first use, so the booking paths load none. */
export async function renderTeamNotice(props: TeamNoticeProps) {
  const [{ createElement }, { renderEmail }, { TeamNoticeEmail }] = await Promise.all([
    import('react'),
    import('./emails/render'),
    import('./emails/team-notice'),
  ]);
  return renderEmail(createElement(TeamNoticeEmail, props));
}
