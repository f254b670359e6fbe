import type { Db } from '../../../db/client';
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

async function readLinkContext(db: Db, slug: string) {
  // The link, its organization, meeting type, group and owner in one round trip, the others by the link's slug: this
  // runs on every booking page, slots request and booking. A personal link needs no one else.
  const by = bookableLinkBySlug(db, slug);
  const [[link], [org], [type], groupMembers, owners] = await db.batch([
    by.stmt,
    organizationStmt(db, by.accountId),
    meetingTypeOfLinkStmt(db, by.accountId, by.meetingTypeId),
    membersOfLinkStmt(db, by.accountId, by.id),
    personStmt(db, by.accountId, by.ownerUserId),
  ]);
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
  return { link, org, type, mode, hosts, owner, people };
}
export type LinkContext = Awaited<ReturnType<typeof readLinkContext>>;
