// Starts the test OpenID Provider (worker/test/oidc/provider.ts) for the workerd tests. The worker reaches
// it as http://idp.test through the outbound service (worker/test/fakes/outbound.ts reads OIDC_ORIGIN);
// the signing key is shared so the outbound service can re-sign a tampered ID token for the negative tests.
import { startOidcProvider } from './provider';
import { IDP_ISSUER, IDP_REDIRECT_URIS } from './users';

export default async function setup() {
  const idp = await startOidcProvider({ issuer: IDP_ISSUER, redirectUris: IDP_REDIRECT_URIS });
  process.env.OIDC_ORIGIN = idp.origin;
  process.env.OIDC_SIGNING_JWK = JSON.stringify(idp.signingJwk);
  return () => idp.close();
}
