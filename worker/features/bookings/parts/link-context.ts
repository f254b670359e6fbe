import type { Db } from '../../../db/client';
import { notFound } from '../../../core/errors';
import { peopleByIds, peopleOf, personStmt } from '../../members/service';
import { findBookableLink, membersOfLinkStmt } from '../../meeting-links/service';
import { meetingTypeOfLinkStmt } from '../../meeting-types/service';
import { organizationStmt } from '../../organization/service';

/**
 * Everything a public booking page or booking needs about a link, loaded once: the link, its
 * organization, meeting type, and who may host - the owner, the whole group, or one of the group.
 */
export async function loadLinkContext(db: Db, slug: string) {
  const link = await findBookableLink(db, slug);
  if (!link) throw notFound('Meeting link');
  // The organization, the meeting type, the group and the owner in one round trip: this runs on every booking page
  // and booking. A personal link needs no one else.
  const [[org], [type], groupMembers, owners] = await db.batch([
    organizationStmt(db, link.accountId),
    meetingTypeOfLinkStmt(db, link.accountId, link.meetingTypeId),
    membersOfLinkStmt(db, link.accountId, link.id),
    personStmt(db, link.accountId, link.ownerUserId),
  ]);
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
export type LinkContext = Awaited<ReturnType<typeof loadLinkContext>>;
