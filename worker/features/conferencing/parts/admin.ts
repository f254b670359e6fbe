import type { Db } from '../../../db/client';
import type { Caller } from '../../../env';
import {
  conferencingTool,
  type ConferencingProvider,
  type ConferencingStatus,
  type MemberConnectionsDto,
} from '../../../contracts/conferencing';
import { CALENDAR_VENDOR_IDS } from '../../../contracts/vendors';
import { listIntegrations, type IntegrationRow } from '../../integrations/service';
import { listMembers } from '../../members/service';

const CALENDARS = new Set<string>(CALENDAR_VENDOR_IDS);
// A connected tool first, then the one needing attention: what an admin needs to see per member.
const rank = (r: IntegrationRow) => (r.status === 'connected' ? 0 : 1);

/**
 * Every current member with their calendar and video tool at a glance (admins only, checked by the
 * route): who still has to connect, or reconnect after an expiry or a reactivation (spec section 4).
 */
export async function adminMemberConnections(db: Db, caller: Caller): Promise<MemberConnectionsDto[]> {
  const [members, rows] = await Promise.all([listMembers(db, caller, {}), listIntegrations(db, caller.accountId)]);
  const byUser = new Map<string, IntegrationRow[]>();
  for (const r of rows) if (r.userId) byUser.set(r.userId, [...(byUser.get(r.userId) ?? []), r]);
  return members
    .filter((m) => m.status === 'active')
    .map((m) => {
      const own = [...(byUser.get(m.id) ?? [])].sort((a, b) => rank(a) - rank(b));
      const calendar = own.find((r) => CALENDARS.has(r.provider));
      const video = own.find((r) => r.kind === 'conferencing');
      return {
        userId: m.id,
        name: m.name,
        email: m.email,
        calendar: calendar ? { provider: calendar.provider, status: calendar.status as ConferencingStatus } : null,
        video: video
          ? {
              provider: video.provider as ConferencingProvider,
              name: conferencingTool(video.provider as ConferencingProvider)?.name ?? video.provider,
              status: video.status as ConferencingStatus,
            }
          : null,
      };
    });
}
