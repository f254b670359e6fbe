import type { Db } from '../../../db/client';
import type { Env } from '../../../env';
import { DomainError } from '../../../core/errors';
import { INTERCOM_TOPICS } from '../../../contracts/intercom';
import { MessagingError } from '../../../integrations/messaging/adapter';
import { intercomApp, intercomClient } from '../../../integrations/messaging/intercom';
import * as integrations from '../../integrations/service';
import { listLinks } from '../../meeting-links/service';
import { accessOf, adminsWithMembers, withAccess, type IntercomAccess } from './connection';
import { chooseRep, type IntercomProspect, type RepChoice } from './decide';
import { intercomSessionRow } from './session';
import { recordKindSession } from '../../routing-sessions/service';
import * as repo from '../repo';

type Item = { type?: string; id?: string | number; email?: string; name?: string; custom_attributes?: Record<string, unknown> } & Record<
  string,
  unknown
>;
type Notification = { id: string; topic: string; appId: string; item: Item };

const hex = (s: string) => new Uint8Array((s.match(/../g) ?? []).map((b) => parseInt(b, 16)));

/** Intercom's X-Hub-Signature: `sha1=` and the hex HMAC-SHA1 of the raw body with the app's client secret (checked in constant time). */
export async function verifyIntercomSignature(secret: string, body: string, header: string | null): Promise<boolean> {
  const m = /^sha1=([0-9a-f]{40})$/i.exec(header ?? '');
  if (!m) return false;
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-1' }, false, ['verify']);
  return crypto.subtle.verify('HMAC', key, hex(m[1].toLowerCase()), new TextEncoder().encode(body));
}

function parse(body: string): Notification | null {
  try {
    const n = JSON.parse(body) as { id?: unknown; topic?: unknown; app_id?: unknown; data?: { item?: Item } };
    if (typeof n.id !== 'string' || typeof n.topic !== 'string' || typeof n.app_id !== 'string' || !n.data?.item) return null;
    return { id: n.id.slice(0, 200), topic: n.topic, appId: n.app_id, item: n.data.item };
  } catch {
    return null;
  }
}

/**
 * A notification from Intercom: refused (false) unless signed with the app's secret; then routed once
 * per organization connected to that workspace, however often Intercom delivers it.
 */
export async function intercomWebhook(env: Env, db: Db, req: { body: string; signature: string | null }, now = Date.now()) {
  const app = intercomApp(env);
  if (!app || !(await verifyIntercomSignature(app.clientSecret, req.body, req.signature))) return false;
  const n = parse(req.body);
  if (!n || !Object.values(INTERCOM_TOPICS).includes(n.topic)) return true;
  for (const row of await integrations.orgConnectionsByExternalAccount(db, 'intercom', n.appId)) {
    if (row.status !== 'connected') continue;
    await routeNotification(env, db, row.accountId, n, now);
  }
  return true;
}

/** The conversation and contact a notification is about (a started conversation names its contact; an updated contact is the item). */
async function subjectOf(env: Env, access: IntercomAccess, n: Notification) {
  const client = intercomClient(env);
  if (n.item.type === 'conversation') {
    const contacts = (n.item.contacts as { contacts?: { id: string }[] } | undefined)?.contacts ?? [];
    const contact = contacts[0] ? await client.contact(access.token, String(contacts[0].id)) : null;
    return { conversationId: String(n.item.id), contact };
  }
  const contact = await client.contact(access.token, String(n.item.id));
  return { conversationId: await client.latestConversationOf(access.token, contact.id), contact };
}

/** The contact's company (its first), for the matching rules: its name and its website's host. */
async function companyOf(env: Env, access: IntercomAccess, companyIds: string[]) {
  if (!companyIds[0]) return { company: null, companyDomain: null };
  const c = await intercomClient(env).company(access.token, companyIds[0]);
  let host: string | null = null;
  try {
    host = c.website ? new URL(/^https?:\/\//i.test(c.website) ? c.website : `https://${c.website}`).hostname.replace(/^www\./, '') : null;
  } catch {
    host = null;
  }
  return { company: c.name || null, companyDomain: host };
}

async function routeNotification(env: Env, db: Db, accountId: string, n: Notification, now: number) {
  const access = await accessOf(env, db, accountId);
  if (!access) return;
  const routers = (await repo.listRouters(db, accountId)).filter((r) => r.active && INTERCOM_TOPICS[r.trigger] === n.topic);
  if (!routers.length) return;
  const claim = await repo.claimNotification(db, {
    id: crypto.randomUUID(),
    accountId,
    notificationId: n.id,
    topic: n.topic,
    outcome: 'no_router',
    createdAt: now,
  });
  if (!claim) return; // delivered before: routed once already
  try {
    const subject = await withAccess(db, access, () => subjectOf(env, access, n));
    const attrs = subject.contact?.customAttributes ?? {};
    const router = routers.find(
      (r) => r.trigger === 'conversation_started' || String(attrs[r.attributeName ?? ''] ?? '') === r.attributeValue,
    );
    const base = {
      conversationId: subject.conversationId,
      contactId: subject.contact?.id ?? null,
      contactEmail: subject.contact?.email ?? null,
    };
    if (!router) {
      await repo.finishRouting(db, accountId, claim.id, { ...base, explanation: { lines: ['No Intercom router has this trigger'] } });
      return;
    }
    const company = await withAccess(db, access, () => companyOf(env, access, subject.contact?.companyIds ?? []));
    const prospect: IntercomProspect = {
      email: subject.contact?.email ?? null,
      name: subject.contact?.name ?? null,
      ...company,
      attributes: attrs,
    };
    const sessionId = crypto.randomUUID();
    const choice = await chooseRep(env, db, router, prospect, sessionId, now);
    const written: string[] = [];
    const adminId = choice.userId
      ? await writeBack(env, db, access, accountId, subject.conversationId, router.tags, choice, written)
      : null;
    const lines = [
      `Trigger: ${router.trigger === 'conversation_started' ? 'a conversation started' : `${router.attributeName} is ${router.attributeValue}`}`,
      ...choice.lines,
      ...written,
    ];
    const conv = { conversationId: subject.conversationId, contactEmail: prospect.email, contactName: prospect.name };
    await recordKindSession(
      env,
      db,
      'intercom',
      intercomSessionRow(router, conv, choice, written, { sessionId, accountId }, now),
      [
        repo.finishRoutingStmt(db, accountId, claim.id, {
          ...base,
          routerId: router.id,
          outcome: choice.userId ? 'routed' : 'no_rep',
          assigneeUserId: choice.userId,
          intercomAdminId: adminId,
          explanation: { lines },
          sessionId,
        }),
      ],
      now,
    );
  } catch (err) {
    if (err instanceof MessagingError && err.retryable) {
      // Intercom delivers the notification again later; the claim must not stop that retry.
      await repo.releaseClaim(db, accountId, claim.id);
      throw new DomainError('rate_limited', 'intercom_unavailable', 'Intercom is busy; deliver again later');
    }
    await repo.finishRouting(db, accountId, claim.id, { outcome: 'failed', explanation: { lines: [String((err as Error).message)] } });
  }
}

/** Assigns the conversation to the rep's Intercom admin (same e-mail), writes the note with the rep's booking link, and tags it. */
async function writeBack(
  env: Env,
  db: Db,
  access: IntercomAccess,
  accountId: string,
  conversationId: string | null,
  tags: string[],
  rep: RepChoice,
  lines: string[],
): Promise<string | null> {
  if (!conversationId) {
    lines.push('The contact has no conversation: nothing was written to Intercom');
    return null;
  }
  const client = intercomClient(env);
  const admin = (await adminsWithMembers(env, db, access)).find((a) => a.userId === rep.userId) ?? null;
  const links = await listLinks(
    env,
    db,
    { userId: rep.userId!, accountId, role: 'regular', isBooker: false, email: rep.email ?? '', name: rep.name ?? '', sessionHash: '' },
    'mine',
  );
  const link = links.find((l) => l.kind === 'personal') ?? links[0] ?? null;
  if (admin) {
    await withAccess(db, access, (a) => client.assign(a.token, conversationId, a.adminId, admin.id));
    lines.push(`Assigned to ${admin.name} in Intercom`);
  } else lines.push(`${rep.name} is no Intercom admin (none chosen, none with the e-mail ${rep.email}): the conversation was not assigned`);
  const note = [
    `Routed to ${rep.name}.`,
    ...rep.lines.map((l) => `${l}.`),
    link ? `Book a meeting with ${rep.name}: ${link.url}` : `${rep.name} has no booking link yet.`,
  ];
  await withAccess(db, access, (a) => client.note(a.token, conversationId, a.adminId, note.map((l) => `<p>${escapeHtml(l)}</p>`).join('')));
  lines.push('Note written in the conversation', ...(link ? [`Booking link: ${link.url}`] : []));
  for (const tag of tags) await withAccess(db, access, (a) => client.tag(a.token, conversationId, a.adminId, tag));
  if (tags.length) lines.push(`Tagged ${tags.join(', ')}`);
  return admin?.id ?? null;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
