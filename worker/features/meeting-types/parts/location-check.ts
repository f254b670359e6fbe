import type { Db } from '../../../db/client';
import type { Caller } from '../../../env';
import type { LocationCheckDto, MyLocationGapDto } from '../../../contracts/location-check';
import type { VIDEO_TOOLS } from '../../../contracts/meeting-types';
import { listIntegrations, type IntegrationRow } from '../../integrations/service';
import { namesByIds } from '../../members/service';
import { decideConference } from '../../conferencing/service';
import * as repo from '../repo';

type VideoTool = (typeof VIDEO_TOOLS)[number];

async function connectionsByUser(db: Db, accountId: string): Promise<Map<string, IntegrationRow[]>> {
  const byUser = new Map<string, IntegrationRow[]>();
  for (const r of await listIntegrations(db, accountId)) {
    if (r.userId && (r.kind === 'conferencing' || r.kind === 'calendar')) byUser.set(r.userId, [...(byUser.get(r.userId) ?? []), r]);
  }
  return byUser;
}

/**
 * Which of the chosen hosts could not get the video link the meeting type asks for, decided exactly as
 * a booking decides it (`decideConference`), so the editor warns about what will really happen.
 */
export async function locationCheck(
  db: Db,
  caller: Caller,
  q: { locationType: LocationCheckDto['locationType']; videoTool?: VideoTool; memberIds: string[] },
): Promise<LocationCheckDto> {
  const videoTool = q.locationType === 'video' ? (q.videoTool ?? 'google_meet') : null;
  if (!videoTool || q.memberIds.length === 0) return { locationType: q.locationType, videoTool, unhonoured: [] };
  const [names, byUser] = await Promise.all([namesByIds(db, caller.accountId, q.memberIds), connectionsByUser(db, caller.accountId)]);
  const unhonoured = q.memberIds
    .filter((id) => names.has(id))
    .filter((id) => !decideConference({ locationType: 'video', videoTool }, byUser.get(id) ?? []).provider)
    .map((userId) => ({ userId, name: names.get(userId)! }));
  return { locationType: q.locationType, videoTool, unhonoured };
}

/** The caller's meeting types whose video calls they cannot make yet: what the host is warned about. */
export async function myLocationGaps(db: Db, caller: Caller): Promise<MyLocationGapDto[]> {
  const [types, rows] = await Promise.all([
    repo.videoTypesHostedBy(db, caller.accountId, caller.userId),
    listIntegrations(db, caller.accountId, { userId: caller.userId }),
  ]);
  const own = rows.filter((r) => r.kind === 'conferencing' || r.kind === 'calendar');
  return types
    .map((t) => ({ meetingTypeId: t.id, name: t.name, videoTool: (t.videoTool ?? 'google_meet') as VideoTool }))
    .filter((t) => !decideConference({ locationType: 'video', videoTool: t.videoTool }, own).provider);
}
