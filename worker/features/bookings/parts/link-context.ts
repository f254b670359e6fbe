import type { Db } from '../../../db/client';
import type { Read } from '../../../db/batch';
import { notFound } from '../../../core/errors';
import { PEOPLE_STMT_MAX, peopleByIds, peopleOf, peopleStmt, personStmt } from '../../members/service';
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
  const peopleIds = mode === 'personal' ? [] : [...new Set([link.ownerUserId, ...hostIds])];
  const people = mode === 'personal' ? peopleOf(owners) : await peopleByIds(db, link.accountId, peopleIds);
  const hosts = hostIds.map((id) => people.get(id)).filter((p) => p !== undefined);
  const owner = people.get(link.ownerUserId);
  if (!owner || hosts.length === 0) throw notFound('Meeting link');
  const context = { link, org, type, mode, hosts, owner, people };
  remember(db, slug, { context, rows: JSON.stringify(rows), peopleIds, people: peopleIds.length ? peopleJson(people) : '' });
  return context;
}
export type LinkContext = Awaited<ReturnType<typeof readLinkContext>>;

// The context each link had when this isolate last read it, and the rows it was made from. A request may plan from
// it, reading the same rows again in its own first batch (for a group link, its people's profiles too): equal, the
// plan held; not equal (an edit, a deleted link, another account's storage in tests), it plans again from a fresh
// read. So a booking pays two round trips instead of three (a group link's four), and a link's slots one instead of
// two (three), and nothing is ever answered from a stale read.
const REMEMBERED = 500;
type Remembered = { context: LinkContext; rows: string; peopleIds: string[]; people: string };
const remembered = new WeakMap<Db, Map<string, Remembered>>();

/** The people of a context in a fixed order: the profiles' statement answers in no promised order. */
const peopleJson = (people: Map<string, unknown>) => JSON.stringify([...people].sort(([a], [b]) => (a < b ? -1 : 1)));

function remember(db: Db, slug: string, last: Remembered) {
  // A group too large for one statement of its people's profiles is read afresh each time.
  if (last.peopleIds.length > PEOPLE_STMT_MAX) return;
  let bySlug = remembered.get(db);
  if (!bySlug) remembered.set(db, (bySlug = new Map()));
  bySlug.delete(slug);
  bySlug.set(slug, last);
  if (bySlug.size > REMEMBERED) bySlug.delete(bySlug.keys().next().value!);
}

/** The link's context as this isolate last read it, with a read (to join the caller's first batch) of whether it still holds. */
export function rememberedLinkContext(db: Db, slug: string): { context: LinkContext; stillHolds: Read<boolean> } | null {
  const last = remembered.get(db)?.get(slug);
  if (!last) return null;
  const people = last.peopleIds.length ? [peopleStmt(db, last.context.link.accountId, last.peopleIds)] : [];
  const stillHolds: Read<boolean> = {
    stmts: [...linkStmts(db, slug), ...people],
    of: (rows) =>
      JSON.stringify(rows.slice(0, 5)) === last.rows &&
      (!people.length || peopleJson(peopleOf(rows[5] as Parameters<typeof peopleOf>[0])) === last.people),
    key: JSON.stringify(['link', slug, last.context.link.accountId, last.peopleIds]),
  };
  return { context: last.context, stillHolds };
}
