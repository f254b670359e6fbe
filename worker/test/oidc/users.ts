/** How the worker (and the tests playing the browser) reach the test OpenID Provider: routed by the outbound service. */
export const IDP_HOST = 'idp.test';
export const IDP_ISSUER = `http://${IDP_HOST}`;
/** The relying party registered at the test provider; a second client exists to try codes and tokens across clients. */
export const IDP_CLIENT_ID = 'routewise';
export const IDP_CLIENT_SECRET = 'routewise-client-secret';
export const IDP_OTHER_CLIENT_ID = 'someone-else';
/** The worker's callback in the workerd tests (APP_URL in vitest.config.ts) and in the browser tests. */
export const IDP_REDIRECT_URIS = ['http://127.0.0.1:8787/api/auth/sso/callback'];
/** POST here (test only) to make the provider's next ID token expired, signed by another key or for another audience. */
export const IDP_TAMPER_PATH = '/__tamper';
export type IdpTamper = 'expired' | 'forged' | 'wrong-audience';
