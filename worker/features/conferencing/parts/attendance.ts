import type { Db } from '../../../db/client';
import type { Env } from '../../../env';
import { ConferencingError } from '../../../integrations/conferencing/adapter';
import { zoomClient, type ZoomReportParticipant } from '../../../integrations/conferencing/zoom';
import { getIntegration } from '../../integrations/service';
import * as repo from '../repo';
import { expireConnection, zoomTokenSource } from './tools';

/** Who joined a meeting's Zoom conference, and how its host appears in Zoom (the connected account). */
export type ZoomAttendance = { participants: ZoomReportParticipant[]; hostZoomUserId: string; hostZoomEmail: string };

/**
 * Reads the participants report of the meeting's Zoom conference through the host's connection. Null
 * when the meeting has no Zoom conference made (nothing to read). Zoom's refusals come as
 * ConferencingError: 'not_found' while the report is not written yet, 'rate_limited' with Retry-After,
 * 'auth' when the connection no longer works (it is then marked expired, as a booking would).
 */
export async function zoomAttendance(env: Env, db: Db, accountId: string, meetingId: string, now: number): Promise<ZoomAttendance | null> {
  const row = await repo.findConferenceInAccount(db, accountId, meetingId);
  if (!row || row.provider !== 'zoom' || row.status !== 'created' || !row.externalId || !row.integrationId) return null;
  const integration = await getIntegration(db, accountId, row.integrationId).catch(() => null);
  if (!integration || integration.status !== 'connected') throw new ConferencingError('auth', 'Zoom is no longer connected for the host');
  try {
    const participants = await zoomClient(env, zoomTokenSource(env, db, integration)).participantsReport(row.externalId);
    return { participants, hostZoomUserId: integration.externalAccountId ?? '', hostZoomEmail: integration.externalAccountName ?? '' };
  } catch (e) {
    if (e instanceof ConferencingError && e.kind === 'auth') await expireConnection(db, integration, now);
    throw e;
  }
}
