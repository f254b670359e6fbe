// How the outbound service of the workerd tests reaches the test OpenID Provider: requests for idp.test go
// to its loopback port, saying which host they were for (the provider trusts X-Forwarded-*). A test may
// POST /__tamper with a mode: the provider's next token answer then carries an ID token that is expired,
// signed by a key that is not the provider's, or issued for another audience (a real provider never does).
import { CompactSign, importJWK, generateKeyPair } from 'jose';
import { IDP_HOST, IDP_TAMPER_PATH, type IdpTamper } from './users';

let pending: IdpTamper | null = null;

const b64url = (s: string) => Buffer.from(s, 'base64url').toString('utf8');

async function tamper(idToken: string, mode: IdpTamper): Promise<string> {
  const [h, p] = idToken.split('.');
  const header = JSON.parse(b64url(h)) as { alg: string; kid: string };
  const claims = JSON.parse(b64url(p)) as Record<string, unknown>;
  const now = Math.floor(Date.now() / 1000);
  if (mode === 'expired') Object.assign(claims, { iat: now - 7200, exp: now - 3600 });
  if (mode === 'wrong-audience') claims.aud = 'someone-else';
  const key =
    mode === 'forged'
      ? (await generateKeyPair('RS256')).privateKey
      : await importJWK(JSON.parse(process.env.OIDC_SIGNING_JWK!) as Parameters<typeof importJWK>[0], 'RS256');
  return new CompactSign(new TextEncoder().encode(JSON.stringify(claims))).setProtectedHeader(header).sign(key);
}

export async function toOidcProvider(request: Request, url: URL): Promise<Response> {
  const origin = process.env.OIDC_ORIGIN;
  if (!origin) return new Response('The test OpenID Provider is not running (worker/test/oidc/global-setup.ts)', { status: 502 });
  if (url.pathname === IDP_TAMPER_PATH) {
    pending = (await request.text()) as IdpTamper;
    return new Response(null, { status: 204 });
  }
  const headers = new Headers(request.headers);
  headers.delete('host');
  headers.set('x-forwarded-host', IDP_HOST);
  headers.set('x-forwarded-proto', 'http');
  const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.arrayBuffer();
  const res = await fetch(`${origin}${url.pathname}${url.search}`, { method: request.method, headers, body, redirect: 'manual' });
  const answer = new Headers(res.headers);
  answer.delete('content-encoding');
  answer.delete('content-length');
  // Several cookies in one header line would be merged by Headers; keep them apart.
  answer.delete('set-cookie');
  for (const c of res.headers.getSetCookie()) answer.append('set-cookie', c);
  let bytes: ArrayBuffer | string | null = res.status === 204 || res.status === 304 ? null : await res.arrayBuffer();
  if (pending && url.pathname === '/token' && res.ok && bytes) {
    const json = JSON.parse(new TextDecoder().decode(bytes)) as { id_token?: string };
    if (json.id_token) json.id_token = await tamper(json.id_token, pending);
    pending = null;
    bytes = JSON.stringify(json);
  }
  return new Response(bytes, { status: res.status, headers: answer });
}
