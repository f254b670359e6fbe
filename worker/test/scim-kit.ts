import { SELF } from 'cloudflare:test';
import { addOrg, signIn, BASE } from './client';

/** One call to the SCIM API as an identity provider makes it: bearer token, SCIM JSON. */
export async function scimCall(token: string | null, method: string, path: string, body?: unknown) {
  const headers: Record<string, string> = { accept: 'application/scim+json' };
  if (token !== null) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/scim+json; charset=utf-8';
  const res = await SELF.fetch(`${BASE}/scim/v2${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, type: res.headers.get('content-type'), body: text ? JSON.parse(text) : null };
}

/** A fresh organization whose Admin is signed in and has generated its SCIM token. */
export async function scimOrg() {
  const org = await addOrg();
  const admin = await signIn(org.admin.email);
  const created = await admin.json('POST', '/api/security/scim');
  if (created.status !== 201) throw new Error(`token: ${created.status} ${JSON.stringify(created.body)}`);
  const token = created.body.data.token as string;
  return { ...org, adminClient: admin, token, scim: (method: string, path: string, body?: unknown) => scimCall(token, method, path, body) };
}

export const USER_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:User';
export const GROUP_SCHEMA = 'urn:ietf:params:scim:schemas:core:2.0:Group';
export const PATCH_OP = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';
export const ERROR_SCHEMA = 'urn:ietf:params:scim:api:messages:2.0:Error';
