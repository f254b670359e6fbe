// An OpenID Connect relying party (authorization code flow with PKCE, state and nonce) through oauth4webapi
// (panva's certified client, plain fetch and Web Crypto, so it runs in Workers). Every request to the
// identity provider goes through the outbound policy: the issuer URL is an admin's input.
import * as oauth from 'oauth4webapi';
import { outboundFetch, type OutboundPolicy } from '../../lib/outbound-url';

export type OidcClientConfig = { issuer: string; clientId: string; clientSecret: string };
/** What the browser's sign-in attempt must carry back to the callback (kept sealed in a cookie). */
export type OidcAttempt = { state: string; nonce: string; codeVerifier: string };
export type OidcIdentity = { subject: string; email: string | null; emailVerified: boolean | null; name: string | null };

/** The identity provider could not prove who signed in; `reason` is for logs, never shown. */
export class OidcError extends Error {}

const options = (policy: OutboundPolicy) => ({
  [oauth.customFetch]: (url: string, init: RequestInit) => outboundFetch(url, init, { policy, timeoutMs: 10_000, maxBytes: 512 * 1024 }),
  // Plain http only outside production (local IdPs in tests); the outbound policy refuses it in production anyway.
  [oauth.allowInsecureRequests]: !policy.production,
});

/** Reads the provider's metadata from /.well-known/openid-configuration and checks its issuer is the one configured. */
export async function discover(issuer: string, policy: OutboundPolicy): Promise<oauth.AuthorizationServer> {
  const url = new URL(issuer);
  try {
    const res = await oauth.discoveryRequest(url, { algorithm: 'oidc', ...options(policy) });
    const as = await oauth.processDiscoveryResponse(url, res);
    if (!as.authorization_endpoint || !as.token_endpoint || !as.jwks_uri) throw new OidcError('incomplete OpenID configuration');
    return as;
  } catch (err) {
    throw err instanceof OidcError ? err : new OidcError(`discovery failed: ${(err as Error).message}`);
  }
}

/** The provider's sign-in page for one attempt: code flow, S256 PKCE, fresh state and nonce. */
export async function startSignIn(
  as: oauth.AuthorizationServer,
  cfg: OidcClientConfig,
  redirectUri: string,
  loginHint: string,
): Promise<{ url: string; attempt: OidcAttempt }> {
  const attempt = {
    state: oauth.generateRandomState(),
    nonce: oauth.generateRandomNonce(),
    codeVerifier: oauth.generateRandomCodeVerifier(),
  };
  const url = new URL(as.authorization_endpoint!);
  url.search = new URLSearchParams({
    client_id: cfg.clientId,
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: 'openid email profile',
    state: attempt.state,
    nonce: attempt.nonce,
    code_challenge: await oauth.calculatePKCECodeChallenge(attempt.codeVerifier),
    code_challenge_method: 'S256',
    login_hint: loginHint,
  }).toString();
  return { url: url.toString(), attempt };
}

const clientAuth = (as: oauth.AuthorizationServer, secret: string) =>
  // client_secret_basic is the default the OpenID Connect spec names; a provider that lists only _post gets _post.
  as.token_endpoint_auth_methods_supported && !as.token_endpoint_auth_methods_supported.includes('client_secret_basic')
    ? oauth.ClientSecretPost(secret)
    : oauth.ClientSecretBasic(secret);

/**
 * Finishes the attempt from the callback URL: checks state, redeems the code with the PKCE verifier,
 * then the ID token's iss, aud, azp, exp, iat and nonce (oauth4webapi) and its signature against the
 * provider's JWKS.
 */
export async function finishSignIn(
  as: oauth.AuthorizationServer,
  cfg: OidcClientConfig,
  redirectUri: string,
  callbackUrl: URL,
  attempt: OidcAttempt,
  policy: OutboundPolicy,
): Promise<OidcIdentity> {
  const client: oauth.Client = { client_id: cfg.clientId };
  try {
    const params = oauth.validateAuthResponse(as, client, callbackUrl, attempt.state);
    const auth = clientAuth(as, cfg.clientSecret);
    const res = await oauth.authorizationCodeGrantRequest(as, client, auth, params, redirectUri, attempt.codeVerifier, options(policy));
    const result = await oauth.processAuthorizationCodeResponse(as, client, res, { expectedNonce: attempt.nonce, requireIdToken: true });
    await oauth.validateApplicationLevelSignature(as, res, options(policy));
    const idToken = oauth.getValidatedIdTokenClaims(result)!;
    let claims: Record<string, unknown> = idToken;
    // Providers may keep the scope claims (email, name) for the UserInfo endpoint when an access token is
    // issued (OpenID Connect Core 5.4); its answer must be about the ID token's subject.
    if (typeof idToken.email !== 'string' && as.userinfo_endpoint) {
      const info = await oauth.userInfoRequest(as, client, result.access_token, options(policy));
      claims = { ...(await oauth.processUserInfoResponse(as, client, idToken.sub, info)), sub: idToken.sub };
    }
    return {
      subject: idToken.sub,
      email: typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : null,
      emailVerified: typeof claims.email_verified === 'boolean' ? claims.email_verified : null,
      name: typeof claims.name === 'string' ? claims.name : null,
    };
  } catch (err) {
    throw new OidcError(`sign-in failed: ${(err as Error).message}`);
  }
}
