import type { Env } from '../../../env';
import { hmac, randomToken, sha256 } from '../../../lib/crypto';
import {
  snapshotOf,
  templatesOf,
  type HandedOver,
  type HostMailKind,
  type InviteTemplates,
  type ManageUrls,
  type MeetingMail,
  type MeetingMailFacts,
  type MeetingSnapshot,
  type Person,
  type ProspectMailKind,
  type Recipient,
} from '../../mail/service';
import type { MeetingRow } from '../repo';

// The e-mails of a meeting change, as facts for the outbox: nothing here renders (no React, no HTML,
// no ICS). The mail queue consumer renders each row (mail/meeting-mail.ts) after the change commits.

export type { InviteTemplates, Person };
type Urls = ManageUrls;

/** The app's URL, and the origin of prospect-facing links when the organization has a verified scheduler domain. */
export type LinkOrigins = Pick<Env, 'APP_URL'> & { publicOrigin?: string };

/** The prospect-facing links that manage a booking, secured by the meeting's own token. */
export function manageUrls(env: LinkOrigins, meetingId: string, token: string): Urls {
  const q = `token=${encodeURIComponent(token)}`;
  const origin = env.publicOrigin ?? env.APP_URL;
  return {
    rescheduleUrl: `${origin}/booking/${meetingId}/reschedule?${q}`,
    cancelUrl: `${origin}/booking/${meetingId}/cancel?${q}`,
  };
}

/**
 * The prospect's manage token. Derived from the meeting id under the server secret, so every e-mail
 * about the meeting (invite, update, reminder) carries the same working links while the database still
 * stores only its hash; without a secret (local runs) it is random, and each e-mail stores its own.
 */
export async function manageToken(env: Pick<Env, 'SESSION_SECRET'>, meetingId: string): Promise<string> {
  return env.SESSION_SECRET ? hmac(env.SESSION_SECRET, `meeting-manage:${meetingId}`) : randomToken();
}

/**
 * The token for the links of an e-mail a change sends, and the column to write in that change's batch:
 * a prospect acting with their own token keeps it; anyone else's change (an admin's) gets the meeting's
 * token and stores its hash, so the links in the new e-mail open the booking.
 */
export async function prospectToken(
  env: Pick<Env, 'SESSION_SECRET'>,
  meeting: Pick<MeetingRow, 'id' | 'manageTokenHash'>,
  given: string | null,
) {
  if (given) return { token: given, set: {} };
  const token = await manageToken(env, meeting.id);
  const hash = await sha256(token);
  return { token, set: hash === meeting.manageTokenHash ? {} : { manageTokenHash: hash } };
}

/** `organizer`: who the invite names as ORGANIZER when not the host (a relay's booker); the host is then an attendee. */
type Common = {
  env: LinkOrigins;
  meeting: MeetingSnapshot;
  templates: InviteTemplates;
  org: string;
  host: Person;
  organizer?: Pick<Person, 'name' | 'email'>;
  participants: Person[];
  /** Form invites (Settings -> Meeting): the booking form answers go into the prospect's and guests' invite. */
  answersInInvite: boolean;
};

/** Only what an e-mail shows of a person: hosts and joiners carry ids, groups and roles besides. */
const personOf = (p: Person): Person => ({
  name: p.name,
  email: p.email,
  timezone: p.timezone,
  ...(p.calendarInvites !== undefined ? { calendarInvites: p.calendarInvites } : {}),
});

/** One recipient's facts: the meeting as this change left it (SEQUENCE, DTSTAMP), fixed for the outbox row. */
function mail(c: Common, recipient: Recipient, opts: { previousStart?: number; handedOver?: HandedOver }): MeetingMail {
  const to = recipient.audience === 'team' ? recipient.person.email : recipient.email;
  const facts: MeetingMailFacts = {
    v: 1,
    recipient,
    appUrl: c.env.APP_URL,
    org: c.org,
    meeting: snapshotOf(c.meeting),
    templates: templatesOf(c.templates),
    host: personOf(c.host),
    ...(c.organizer ? { organizer: { name: c.organizer.name, email: c.organizer.email } } : {}),
    participants: c.participants.map(personOf),
    ...(opts.previousStart !== undefined ? { previousStart: opts.previousStart } : {}),
    ...(opts.handedOver ? { handedOver: opts.handedOver } : {}),
    answersInInvite: c.answersInInvite,
  };
  return { kind: `meeting_${recipient.kind}`, to, accountId: c.meeting.accountId, facts };
}

/** The host's or a team member's e-mail: their own template, times in their zone, with the invite unless it is a reminder. */
export function teamEmail(
  c: Common,
  to: Person,
  kind: HostMailKind,
  opts: { previousStart?: number; newHostName?: string; handedOver?: HandedOver } = {},
): MeetingMail {
  return mail(
    c,
    { audience: 'team', kind, person: personOf(to), ...(opts.newHostName !== undefined ? { newHostName: opts.newHostName } : {}) },
    opts,
  );
}

/**
 * The prospect's or a guest's e-mail: the organization's templates for the invitation (and its calendar
 * title and body), fixed texts for the other kinds, manage links for the prospect only.
 */
export function prospectEmail(
  c: Common,
  to: { email: string; timezone: string },
  kind: ProspectMailKind,
  opts: {
    audience: 'prospect' | 'guest';
    urls: Urls | null;
    previousStart?: number;
    orgSubject?: string;
    orgBody?: string;
    handedOver?: HandedOver;
  },
): MeetingMail {
  const recipient: Recipient = {
    audience: opts.audience,
    kind,
    email: to.email,
    timezone: to.timezone,
    urls: opts.audience === 'prospect' ? opts.urls : null,
    ...(opts.orgSubject !== undefined ? { orgSubject: opts.orgSubject } : {}),
    ...(opts.orgBody !== undefined ? { orgBody: opts.orgBody } : {}),
  };
  return mail(c, recipient, opts);
}

/**
 * One e-mail per recipient with the meeting as an ICS attachment: the prospect (with manage links when
 * a token is given) and guests in the prospect's zone, the host and every team participant with the
 * team's own template in their own zone.
 */
export function meetingEmails(opts: {
  env: LinkOrigins;
  kind: 'booked' | 'rescheduled' | 'updated' | 'cancelled';
  meeting: MeetingRow;
  templates: InviteTemplates;
  host: Person;
  organizer?: Pick<Person, 'name' | 'email'>;
  /** A relay's booker, for a booking: each e-mail says who handed the prospect over to whom. */
  handover?: Pick<Person, 'name' | 'email'>;
  participants: Person[];
  org: string;
  token: string | null;
  previousStart?: number;
  answersInInvite: boolean;
}): MeetingMail[] {
  const c: Common = opts;
  const m = opts.meeting;
  const urls = opts.token && opts.kind !== 'cancelled' ? manageUrls(opts.env, m.id, opts.token) : null;
  const zone = m.prospectTimezone;
  const team = [opts.host, ...opts.participants.filter((p) => p.email !== opts.host.email)];
  const handover = opts.kind === 'booked' ? opts.handover : undefined;
  const handedOver = (email: string) => (handover ? { by: handover.name, byYou: email === handover.email } : undefined);
  return [
    prospectEmail(c, { email: m.prospectEmail, timezone: zone }, opts.kind, {
      audience: 'prospect',
      urls,
      previousStart: opts.previousStart,
    }),
    ...m.guests.map((g) =>
      prospectEmail(c, { email: g, timezone: zone }, opts.kind, {
        audience: 'guest',
        urls: null,
        previousStart: opts.previousStart,
        handedOver: handedOver(g),
      }),
    ),
    ...team.map((p) => teamEmail(c, p, opts.kind, { previousStart: opts.previousStart, handedOver: handedOver(p.email) })),
  ];
}

/**
 * A reassignment: the previous host is told it is no longer theirs (with a CANCEL), the new host gets
 * it as theirs, and the prospect, guests and other team members get the updated invite.
 */
export function reassignmentEmails(opts: {
  env: LinkOrigins;
  meeting: MeetingRow;
  templates: InviteTemplates;
  previousHost: Person;
  newHost: Person;
  participants: Person[];
  org: string;
  token: string;
  answersInInvite: boolean;
}): MeetingMail[] {
  const c: Common = { ...opts, host: opts.newHost };
  const m = opts.meeting;
  const urls = manageUrls(opts.env, m.id, opts.token);
  const zone = m.prospectTimezone;
  const others = opts.participants.filter((p) => p.email !== opts.newHost.email && p.email !== opts.previousHost.email);
  return [
    prospectEmail(c, { email: m.prospectEmail, timezone: zone }, 'updated', { audience: 'prospect', urls }),
    ...m.guests.map((g) => prospectEmail(c, { email: g, timezone: zone }, 'updated', { audience: 'guest', urls: null })),
    teamEmail(c, opts.newHost, 'reassigned_to'),
    teamEmail({ ...c, host: opts.previousHost, participants: [] }, opts.previousHost, 'reassigned_away', {
      newHostName: opts.newHost.name,
    }),
    ...others.map((p) => teamEmail(c, p, 'updated')),
  ];
}
