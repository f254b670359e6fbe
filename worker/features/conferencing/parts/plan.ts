import type { Db } from '../../../db/client';
import type { Stmt } from '../../../db/batch';
import type { ConferencingProvider } from '../../../contracts/conferencing';
import { createsPerMeeting } from '../../../integrations/conferencing/catalogue';
import { listIntegrations, type IntegrationRow } from '../../integrations/service';
import * as repo from '../repo';

/**
 * The conference a meeting gets. `url` is known at booking (the member's own link) or null; `hold`
 * says the link comes from an outside tool after the booking commits (Zoom, Daily), so the booking's
 * invitations wait for it and go out once with the link. Google Meet and Teams come on the event in
 * the member's calendar (the calendar write), so they hold nothing here.
 */
export type ConferencePlan = { provider: ConferencingProvider | null; url: string | null; integrationId: string | null; hold: boolean };

export const NO_CONFERENCE: ConferencePlan = { provider: null, url: null, integrationId: null, hold: false };

type TypeLocation = { locationType: string | null; videoTool: string | null };

const usable = (r: IntegrationRow | undefined) => !!r && r.status === 'connected';
const linkOf = (r: IntegrationRow | undefined) => (usable(r) && typeof r!.settings.url === 'string' ? (r!.settings.url as string) : null);

/** The decision from a member's connections; pure, so the booking and the handler decide alike. */
export function decideConference(type: TypeLocation | null, rows: IntegrationRow[]): ConferencePlan {
  if (!type || type.locationType !== 'video') return NO_CONFERENCE;
  const by = (provider: string) =>
    rows.find((r) => r.provider === provider && r.status === 'connected') ?? rows.find((r) => r.provider === provider);
  const link = linkOf(by('conference_link'));
  const linkPlan: ConferencePlan = link
    ? { provider: 'conference_link', url: link, integrationId: by('conference_link')!.id, hold: false }
    : NO_CONFERENCE;
  const tool = (type.videoTool ?? 'google_meet') as ConferencingProvider;
  if (createsPerMeeting(tool)) {
    const row = by(tool);
    return usable(row) ? { provider: tool, url: null, integrationId: row!.id, hold: true } : linkPlan;
  }
  if (tool === 'google_meet')
    return usable(by('google_calendar'))
      ? { provider: 'google_meet', url: null, integrationId: by('google_calendar')!.id, hold: false }
      : linkPlan;
  if (tool === 'microsoft_teams') {
    return usable(by('microsoft_teams')) && usable(by('microsoft_calendar'))
      ? { provider: 'microsoft_teams', url: null, integrationId: by('microsoft_calendar')!.id, hold: false }
      : linkPlan;
  }
  return linkPlan;
}

/** A member's video tools and calendars, in one query. */
export async function memberConnections(db: Db, accountId: string, userId: string) {
  return (await listIntegrations(db, accountId, { userId })).filter((r) => r.kind === 'conferencing' || r.kind === 'calendar');
}

/** The row that makes the handler create the conference; for the booking's own batch. */
export function conferenceStmts(
  db: Db,
  meeting: { id: string; accountId: string; hostUserId: string },
  plan: ConferencePlan,
  now: number,
): Stmt[] {
  if (!plan.hold || !plan.provider) return [];
  return [
    repo.insertConferenceStmt(db, {
      meetingId: meeting.id,
      accountId: meeting.accountId,
      provider: plan.provider,
      integrationId: plan.integrationId,
      hostUserId: meeting.hostUserId,
      status: 'pending',
      inviteHeld: true,
      createdAt: now,
      updatedAt: now,
    }),
  ];
}
