import type { Db } from '../../../db/client';
import type { Caller, Env } from '../../../env';
import { RELAY_MESSAGES } from '../../../contracts/relay';
import type { PublicRelayLinkDto, RelayLinkDto } from '../../../contracts/relay-sessions';
import { DomainError, forbidden, notFound } from '../../../core/errors';
import { toB64Url } from '../../../lib/crypto';
import { runBatch, type Stmt } from '../../../db/batch';
import { listRules as listDistributionRules } from '../../distribution/service';
import { namesByIds } from '../../members/service';
import { meetingTypeForBooking } from '../../meeting-types/service';
import { canBook, findLiveRelay, liveRelays } from '../../relay-routers/service';
import { getTeam } from '../../teams/service';
import * as repo from '../repo';
import { organizationById } from '../../organization/service';
import { publicBranding } from '../../branding/service';
import { pageCustomCode } from '../../meeting-settings/service';
import { publicOrigin } from '../../scheduler-domain/service';
import { pageMeta } from '../../../core/branding/page-brand';

const isEditor = (c: Caller) => c.role === 'super_admin' || c.role === 'manager';
/** 128 random bits: the link is the only key a prospect needs. */
const newToken = () => toB64Url(crypto.getRandomValues(new Uint8Array(16)));
export const linkUrl = (appUrl: string, id: string) => `${appUrl.replace(/\/$/, '')}/relay/${id}`;

/**
 * /relay-meeting-links: a user sees their own relay link of each relay of their team, its pod links and
 * the dedicated links they made (My Relay Links); Admins and Managers see every link (Manage Relay
 * Links). A relay's own and pod links are made the first time someone lists them.
 */
export async function listLinks(db: Db, caller: Caller, env: Pick<Env, 'APP_URL'>, now = Date.now()): Promise<RelayLinkDto[]> {
  // Links go out on the organization's scheduler domain once it is verified.
  const appUrl = await publicOrigin(db, env, caller.accountId);
  const relays = await liveRelays(db, caller.accountId);
  const teamMembers = new Map<string, string[]>();
  for (const teamId of new Set(relays.map((r) => r.teamId))) {
    const team = await getTeam(db, caller, teamId).catch(() => null);
    teamMembers.set(teamId, team ? team.members.map((m) => m.id) : []);
  }
  const mine = relays.filter(
    (r) => isEditor(caller) || r.bookerUserIds.includes(caller.userId) || teamMembers.get(r.teamId)!.includes(caller.userId),
  );
  const existing = await repo.linksOf(
    db,
    caller.accountId,
    mine.map((r) => r.id),
  );
  const has = new Set(existing.map((l) => `${l.relayId}:${l.kind}:${l.userId ?? l.podId}`));
  const missing: Stmt[] = [];
  for (const r of mine) {
    const members = isEditor(caller)
      ? teamMembers.get(r.teamId)!
      : teamMembers.get(r.teamId)!.includes(caller.userId)
        ? [caller.userId]
        : [];
    for (const userId of members)
      if (!has.has(`${r.id}:relay:${userId}`))
        missing.push(
          repo.insertLinkIgnoreStmt(db, {
            id: newToken(),
            accountId: caller.accountId,
            relayId: r.id,
            kind: 'relay',
            userId,
            createdBy: caller.userId,
            createdAt: now,
          }),
        );
    for (const podId of [...r.distributionPodIds, r.fallbackPodId])
      if (!has.has(`${r.id}:pod:${podId}`))
        missing.push(
          repo.insertLinkIgnoreStmt(db, {
            id: newToken(),
            accountId: caller.accountId,
            relayId: r.id,
            kind: 'pod',
            podId,
            createdBy: caller.userId,
            createdAt: now,
          }),
        );
  }
  // Only links not made yet, in one batch; the unique indexes keep a parallel first listing from doubling them.
  await runBatch(db, missing);
  const links = (
    missing.length
      ? await repo.linksOf(
          db,
          caller.accountId,
          mine.map((r) => r.id),
        )
      : existing
  ).filter(
    (l) =>
      isEditor(caller) ||
      l.kind === 'pod' ||
      (l.kind === 'relay' && l.userId === caller.userId) ||
      (l.kind === 'dedicated' && l.createdBy === caller.userId),
  );
  const [names, pods] = await Promise.all([
    namesByIds(
      db,
      caller.accountId,
      links.flatMap((l) => (l.userId ? [l.userId] : [])),
    ),
    listDistributionRules(db, caller),
  ]);
  const podNames = new Map(pods.map((p) => [p.id, p.name]));
  const relayNames = new Map(mine.map((r) => [r.id, r.name]));
  return links.map((l) => ({
    id: l.id,
    kind: l.kind,
    relayId: l.relayId,
    relayName: relayNames.get(l.relayId) ?? '',
    userId: l.userId,
    userName: l.userId ? (names.get(l.userId) ?? null) : null,
    podId: l.podId,
    podName: l.podId ? (podNames.get(l.podId) ?? null) : null,
    prospectName: l.prospectName,
    prospectEmail: l.prospectEmail,
    url: linkUrl(appUrl, l.id),
    createdAt: new Date(l.createdAt).toISOString(),
  }));
}

/** A link for one named prospect; a second one for the same e-mail on the same relay is refused with the spec's words. */
export async function createDedicatedLink(
  db: Db,
  caller: Caller,
  input: { relayId: string; prospectName: string; prospectEmail: string },
  env: Pick<Env, 'APP_URL'>,
  now = Date.now(),
) {
  const relay = await findLiveRelay(db, caller.accountId, input.relayId);
  if (!relay) throw notFound('Relay');
  if (!isEditor(caller) && !canBook(caller, relay)) throw new DomainError('forbidden', 'no_booker_permission', RELAY_MESSAGES.noPermission);
  const email = input.prospectEmail.toLowerCase();
  const existing = await repo.findDedicated(db, caller.accountId, relay.id, email);
  if (existing)
    throw new DomainError(
      'conflict',
      'dedicated_exists',
      RELAY_MESSAGES.dedicatedExists(existing.prospectName ?? input.prospectName),
      '/prospectEmail',
    );
  const id = newToken();
  await repo.insertLinkIgnore(db, {
    id,
    accountId: caller.accountId,
    relayId: relay.id,
    kind: 'dedicated',
    prospectName: input.prospectName,
    prospectEmail: email,
    createdBy: caller.userId,
    createdAt: now,
  });
  const saved = await repo.findDedicated(db, caller.accountId, relay.id, email);
  // Two parallel requests for one prospect: the unique index keeps one, and the other is told it exists.
  if (!saved || saved.id !== id)
    throw new DomainError('conflict', 'dedicated_exists', RELAY_MESSAGES.dedicatedExists(input.prospectName), '/prospectEmail');
  return (await listLinks(db, caller, env, now)).find((l) => l.id === id)!;
}

export async function deleteLink(db: Db, caller: Caller, id: string, now = Date.now()) {
  const link = await repo.findLink(db, id);
  if (!link || link.accountId !== caller.accountId) throw notFound('Relay link');
  if (!isEditor(caller) && link.createdBy !== caller.userId) throw forbidden();
  await repo.deleteLink(db, caller.accountId, id, now);
}

/** A link still open, with its relay (neither deleted); anything else reads as a missing link. */
export async function liveLink(db: Db, token: string) {
  const link = await repo.findLink(db, token);
  const relay = link ? await findLiveRelay(db, link.accountId, link.relayId) : undefined;
  if (!link || !relay) throw new DomainError('not_found', 'not_found', RELAY_MESSAGES.linkNotFound);
  return { link, relay };
}

/** GET /api/public/relay-links/{token}: what the prospect's booking page shows before they start. */
export async function publicLink(db: Db, token: string): Promise<PublicRelayLinkDto> {
  const { link, relay } = await liveLink(db, token);
  const [org, names, type, brand, customCode] = await Promise.all([
    organizationById(db, link.accountId),
    namesByIds(db, link.accountId, link.userId ? [link.userId] : []),
    meetingTypeForBooking(db, link.accountId, relay.meetingTypeId),
    publicBranding(db, link.accountId),
    pageCustomCode(db, link.accountId),
  ]);
  const hostName = link.userId ? (names.get(link.userId) ?? '') : null;
  const title = `${type?.type.name ?? 'Meeting'} with ${hostName || org?.company || relay.name}`;
  return {
    kind: link.kind,
    organization: { company: org?.company ?? '', logoUrl: org?.logoUrl ?? null },
    relayName: relay.name,
    host: hostName === null ? null : { name: hostName },
    prospect: link.kind === 'dedicated' ? { name: link.prospectName ?? '', email: link.prospectEmail ?? '' } : null,
    meetingType: type
      ? { name: type.type.name, durationMinutes: type.type.durationMinutes, slotTimeFormat: type.type.slotTimeFormat }
      : null,
    theme: brand.theme,
    meta: pageMeta(
      { title: null, description: null, image: null },
      { title: brand.metaTitle, description: brand.metaDescription, image: brand.metaImageUrl, favicon: brand.faviconUrl },
      { title, description: type?.type.description ?? '' },
    ),
    customCode,
  };
}
