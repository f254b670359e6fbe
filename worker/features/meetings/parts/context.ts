import type { Db } from '../../../db/client';
import { organizationById } from '../../organization/service';
import { meetingTypeForBooking } from '../../meeting-types/service';
import { calendarSendsInvites } from '../../calendars/service';
import { peopleByIds } from '../../members/service';
import { answersInInvitesByTeam } from '../../meeting-settings/service';
import type { InviteTemplates, Person } from './notify';
import * as repo from '../repo';

const FALLBACK_TEMPLATES: InviteTemplates = {
  calendarTitle: '{{booker_name}} and {{assignee_name}}',
  calendarBody: 'Meeting with {{assignee_name}} ({{duration}}).',
  inviteSubject: 'Invitation: {{booker_name}} and {{assignee_name}} at {{time}}',
  inviteBody: 'You are meeting {{assignee_name}} at {{time}}.',
  slotTimeFormat: '12h',
};

/** What any change to a meeting needs: its organization, type, templates and people. */
export async function loadMeetingContext(db: Db, meeting: repo.MeetingRow) {
  const [org, typeInfo, participants, calendarInvites, answersInInvitesOf] = await Promise.all([
    organizationById(db, meeting.accountId),
    meeting.meetingTypeId ? meetingTypeForBooking(db, meeting.accountId, meeting.meetingTypeId) : null,
    repo.participantsOf(db, meeting.id),
    calendarSendsInvites(db, meeting.accountId, meeting.hostUserId),
    answersInInvitesByTeam(db, meeting.accountId),
  ]);
  const person = (p: { name: string; email: string; timezone: string }): Person => ({ name: p.name, email: p.email, timezone: p.timezone });
  const active = participants.filter((p) => p.active);
  const hostRow = participants.find((p) => p.userId === meeting.hostUserId);
  // A meeting its booker organizes (a relay set to "organizer: booker" makes the booker its owner) keeps
  // them as the invite's ORGANIZER in every later update, so calendars see one organizer throughout.
  const ownerId =
    meeting.ownerUserId && meeting.ownerUserId !== meeting.hostUserId && meeting.ownerUserId === meeting.bookedByUserId
      ? meeting.ownerUserId
      : null;
  const owner = ownerId
    ? (participants.find((p) => p.userId === ownerId) ?? (await peopleByIds(db, meeting.accountId, [ownerId])).get(ownerId))
    : undefined;
  // A relay's booker handed the prospect over: invitations sent later (after a Zoom link) still say so.
  const bookerId = meeting.source === 'router' ? meeting.bookedByUserId : null;
  const booker = bookerId
    ? (participants.find((p) => p.userId === bookerId) ?? (await peopleByIds(db, meeting.accountId, [bookerId])).get(bookerId))
    : undefined;
  return {
    org: org!,
    type: typeInfo?.type ?? null,
    templates: typeInfo?.type ?? FALLBACK_TEMPLATES,
    participants,
    host: hostRow ? { ...person(hostRow), calendarInvites } : { name: 'Host', email: '', timezone: 'UTC' },
    organizer: owner ? { name: owner.name, email: owner.email } : undefined,
    handover: booker ? { name: booker.name, email: booker.email } : undefined,
    others: active.filter((p) => p.userId !== meeting.hostUserId).map(person),
    /** Who must be free for the meeting to move: the host and collective members, not optional guests. */
    requiredIds: active.filter((p) => p.role !== 'guest').map((p) => p.userId),
    /** Form invites (Settings -> Meeting): the booking form answers go into the invitations the prospect sees. */
    answersInInvite: answersInInvitesOf(typeInfo?.type.teamId ?? null),
  };
}
export type MeetingContext = Awaited<ReturnType<typeof loadMeetingContext>>;

/** Who every e-mail about the meeting goes to or speaks for, and with which wording, as `meetingEmails` takes them. */
export const mailParties = (ctx: MeetingContext) => ({
  templates: ctx.templates,
  host: ctx.host,
  organizer: ctx.organizer,
  participants: ctx.others,
  org: ctx.org.company,
  answersInInvite: ctx.answersInInvite,
});
