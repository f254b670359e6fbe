import { OAuth2RequestError, OAuth2Tokens, UnexpectedResponseError } from 'arctic';
import type { VendorOAuth } from './vendor';

export type TokenGrant =
  | { grant_type: 'authorization_code'; code: string; redirect_uri: string; code_verifier?: string }
  | { grant_type: 'refresh_token'; refresh_token: string };

/**
 * A token request that sends the app's credentials as client_id and client_secret form fields (Zoho
 * documents its token endpoint that way, for the code exchange and the refresh) instead of HTTP Basic,
 * answering as arctic does: a 400/401 with an OAuth error is OAuth2RequestError (so a dead grant is
 * recognised alike), a 200 is the tokens as sent (Zoho's 200 {"error":"invalid_code"} is judged by the
 * vendor's credentialsFromToken), anything else UnexpectedResponseError.
 */
export async function tokenWithFormCredentials(
  cfg: Pick<VendorOAuth, 'tokenUrl' | 'clientId' | 'clientSecret'>,
  grant: TokenGrant,
): Promise<OAuth2Tokens> {
  const fields = Object.entries(grant).filter((e): e is [string, string] => typeof e[1] === 'string');
  const body = new URLSearchParams([...fields, ['client_id', cfg.clientId], ['client_secret', cfg.clientSecret]]);
  const res = await fetch(cfg.tokenUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body,
  });
  const data = (await res.json().catch(() => null)) as Record<string, unknown> | null;
  if ((res.status === 400 || res.status === 401) && data && typeof data.error === 'string') {
    throw new OAuth2RequestError(data.error, typeof data.error_description === 'string' ? data.error_description : null, null, null);
  }
  if (res.status !== 200 || !data || typeof data !== 'object') throw new UnexpectedResponseError(res.status);
  return new OAuth2Tokens(data);
}
