// Test-only control routes on the login host under /__fake/: seed an org (answers orgId and a one-time code),
// add records, mint a code, revoke, expire access tokens, queue failures, set latency and batch size.
import { accountSwitch, type Answer, controlBody } from '../kit';
import type { SalesforceState } from './state';

export function salesforceControl(s: SalesforceState) {
  const { orgs, access, put, seed, newCode } = s;

  async function control(req: Request, url: URL): Promise<Answer> {
    const body = await controlBody(req);
    if (url.pathname === '/__fake/orgs' && req.method === 'POST') {
      const org = seed(body);
      const code = newCode(org.id, typeof body.codeChallenge === 'string' ? body.codeChallenge : null, null);
      return { status: 200, body: { orgId: org.id, code } };
    }
    const m = /^\/__fake\/orgs\/(\w+)(?:\/([a-z-]+))?$/.exec(url.pathname);
    const org = m ? orgs.get(m[1]) : undefined;
    if (!m || !org) return { status: 404, body: { message: 'no such org' } };
    switch (m[2]) {
      case undefined:
        return {
          status: 200,
          body: {
            orgId: org.id,
            objects: Object.fromEntries([...org.objects].map(([k, v]) => [k, [...v.values()]])),
            writes: org.writes,
            revoked: org.revoked,
          },
        };
      case 'records':
        return {
          status: 200,
          body: put(org, String(body.object), (body.values as Record<string, unknown>) ?? {}, body.id as string | undefined),
        };
      case 'code': {
        const code = newCode(org.id, typeof body.codeChallenge === 'string' ? body.codeChallenge : null, null);
        return { status: 200, body: { code } };
      }
      case 'batch-size':
        org.batchSize = Math.max(1, Number(body.size ?? 2000));
        return { status: 200, body: { ok: true } };
      default:
        return (
          accountSwitch(m[2], org, body, () => {
            for (const t of access.values()) if (t.org === org.id) t.expired = true;
          }) ?? { status: 404, body: { message: 'unknown control route' } }
        );
    }
  }

  return { control };
}
