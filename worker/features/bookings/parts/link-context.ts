import type { Db } from '../../../db/client';
import type { Read } from '../../../db/batch';
import { notFound } from '../../../core/errors';
import { peopleByIds, peopleOf, personStmt } from '../../members/service';
import { bookableLinkBySlug, membersOfLinkStmt } from '../../meeting-links/service';
import { meetingTypeOfLinkStmt } from '../../meeting-types/service';
import { organizationStmt } from '../../organization/service';
import { singleFlight } from '../../../lib/single-flight';

/**
 * Everything a public booking page or booking needs about a link, loaded once: the link, its
 * organization, meeting type, and who may host - the owner, the whole group, or one of the group.
 * Requests for one link at the same moment (a burst of prospects, a page's slots and its booking) share one read,
 * so they share its answer too: no caller changes what it gets.
 */
export const loadLinkContext = singleFlight(readLinkContext);

/**
 * The link, its organization, meeting type, group and owner in one round trip, the others by the link's slug: this
 * runs on every booking page, slots request and booking. A personal link needs no one else.
 */
function linkStmts(db: Db, slug: string) {
  const by = bookableLinkBySlug(db, slug);
  return [
    by.stmt,
    organizationStmt(db, by.accountId),
    meetingTypeOfLinkStmt(db, by.accountId, by.meetingTypeId),
    membersOfLinkStmt(db, by.accountId, by.id),
    personStmt(db, by.accountId, by.ownerUserId),
  ] as const;
}

async function readLinkContext(db: Db, slug: string) {
  const rows = await db.batch(linkStmts(db, slug));
  const [[link], [org], [type], groupMembers, owners] = rows;
  if (!link) throw notFound('Meeting link');
  if (!org || !type) throw notFound('Meeting link');
  const mode: 'personal' | 'collective' | 'round_robin' =
    link.kind === 'personal' ? 'personal' : link.groupMode === 'round_robin' ? 'round_robin' : 'collective';
  const hostIds =
    mode === 'personal'
      ? [link.ownerUserId]
      : mode === 'collective'
        ? [link.ownerUserId, ...groupMembers.map((m) => m.id)]
        : groupMembers.map((m) => m.id);
  const people = mode === 'personal' ? peopleOf(owners) : await peopleByIds(db, link.accountId, [link.ownerUserId, ...hostIds]);
  const hosts = hostIds.map((id) => people.get(id)).filter((p) => p !== undefined);
  const owner = people.get(link.ownerUserId);
  if (!owner || hosts.length === 0) throw notFound('Meeting link');
  const context = { link, org, type, mode, hosts, owner, people };
  if (mode === 'personal') remember(db, slug, context, JSON.stringify(rows));
  return context;
}
export type LinkContext = Awaited<ReturnType<typeof readLinkContext>>;

// The context each personal link had when this isolate last read it, and the rows it was made from. A request may
// plan from it, reading the same rows again in its own first batch: equal, the plan held; not equal (an edit, a
// deleted link, another account's storage in tests), it plans again from a fresh read. So a booking pays two round
// trips instead of three, and a link's slots one instead of two, and nothing is ever answered from a stale read.
// Group links are left out: their hosts' profiles come from a second read.
const REMEMBERED = 500;
const remembered = new WeakMap<Db, Map<string, { context: LinkContext; rows: string }>>();

function remember(db: Db, slug: string, context: LinkContext, rows: string) {
  let bySlug = remembered.get(db);
  if (!bySlug) remembered.set(db, (bySlug = new Map()));
  bySlug.delete(slug);
  bySlug.set(slug, { context, rows });
  if (bySlug.size > REMEMBERED) bySlug.delete(bySlug.keys().next().value!);
}

/** The link's context as this isolate last read it, with a read (to join the caller's first batch) of whether it still holds. */
export function rememberedLinkContext(db: Db, slug: string): { context: LinkContext; stillHolds: Read<boolean> } | null {
  const last = remembered.get(db)?.get(slug);
  if (!last) return null;
  const stillHolds = { stmts: [...linkStmts(db, slug)], of: (rows: unknown[]) => JSON.stringify(rows) === last.rows, key: `link ${slug}` };
  return { context: last.context, stillHolds };
}
