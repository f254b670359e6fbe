// A real OpenID Provider for the tests: panva's oidc-provider (OpenID certified), in Node, with its
// development login page (any login, any password; the login is the e-mail address it vouches for).
// Consent is granted automatically so a sign-in is one login form, as with a company's own IdP.
import { createServer, type Server } from 'node:http';
import { generateKeyPairSync } from 'node:crypto';
import Provider, { type ClientMetadata } from 'oidc-provider';
import { IDP_CLIENT_ID, IDP_CLIENT_SECRET, IDP_OTHER_CLIENT_ID } from './users';

export type RunningIdp = { origin: string; signingJwk: JsonWebKey & { kid: string }; close: () => Promise<void> };

export async function startOidcProvider(opts: { issuer: string; redirectUris: string[]; port?: number }): Promise<RunningIdp> {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const signingJwk = { ...(privateKey.export({ format: 'jwk' }) as JsonWebKey), kid: 'test-idp-1', alg: 'RS256', use: 'sig' };
  const client = (client_id: string): ClientMetadata => ({
    client_id,
    client_secret: `${client_id === IDP_CLIENT_ID ? IDP_CLIENT_SECRET : 'other-secret'}`,
    redirect_uris: opts.redirectUris,
    grant_types: ['authorization_code'],
    response_types: ['code'],
    token_endpoint_auth_method: 'client_secret_basic',
  });
  const provider = new Provider(opts.issuer, {
    clients: [client(IDP_CLIENT_ID), client(IDP_OTHER_CLIENT_ID)],
    jwks: { keys: [signingJwk] },
    // Every client must use PKCE (S256 only), as the relying party under test claims to.
    pkce: { required: () => true },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    findAccount: (_ctx, id) => ({
      accountId: id,
      claims: () => ({ sub: `sub-${id}`, email: id, email_verified: !id.startsWith('unverified'), name: id.split('@')[0] }),
    }),
    loadExistingGrant: async (ctx) => {
      const grant = new ctx.oidc.provider.Grant({ accountId: ctx.oidc.session!.accountId!, clientId: ctx.oidc.client!.clientId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
    cookies: { keys: ['test-idp-cookie-key'] },
    features: { devInteractions: { enabled: true } },
  });
  // The worker reaches it under the issuer's host: trust X-Forwarded-Host/Proto from the test's router.
  provider.proxy = true;
  const server: Server = createServer(provider.callback());
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  return {
    origin: `http://127.0.0.1:${port}`,
    signingJwk,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
