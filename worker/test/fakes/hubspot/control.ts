// Test-only control routes on api.hubapi.com under /__fake/: seed a portal (answers portalId and a one-time
// code), add records, mint a code, revoke, expire access tokens, queue failures, set latency; read a portal.
import { accountSwitch, type Answer, controlBody } from '../kit';
import { ASSOC_TYPE } from './schema';
import type { HubspotState } from './state';

export function hubspotControl(s: HubspotState) {
  const { portals, access, newCode, upsertObject, associateCompany, seed } = s;

  async function control(req: Request, url: URL): Promise<Answer> {
    const body = await controlBody(req);
    if (url.pathname === '/__fake/portals' && req.method === 'POST') {
      const p = seed(body);
      return { status: 200, body: { portalId: p.id, code: newCode(p.id) } };
    }
    const m = /^\/__fake\/portals\/(\d+)(?:\/([a-z-]+))?$/.exec(url.pathname);
    const p = m ? portals.get(Number(m[1])) : undefined;
    if (!m || !p) return { status: 404, body: { message: 'no such portal' } };
    switch (m[2]) {
      case undefined:
        return {
          status: 200,
          body: {
            portalId: p.id,
            objects: Object.fromEntries([...p.objects].map(([k, v]) => [k, [...v.values()]])),
            writes: p.writes,
            revoked: p.revoked,
            searches: p.searches,
          },
        };
      case 'records': {
        const o = upsertObject(p, String(body.object), (body.properties as Record<string, unknown>) ?? {}, body.id as string | undefined);
        if (body.company)
          associateCompany(p, String(body.object), o, String(body.company), ASSOC_TYPE[`${String(body.object)}>companies`] ?? 1);
        return { status: 200, body: o };
      }
      case 'code':
        return { status: 200, body: { code: newCode(p.id) } };
      default:
        return (
          accountSwitch(m[2], p, body, () => {
            for (const t of access.values()) if (t.portal === p.id) t.expiresAt = 0;
          }) ?? { status: 404, body: { message: 'unknown control route' } }
        );
    }
  }

  return { control };
}
