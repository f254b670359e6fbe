import * as v from 'valibot';
import { absoluteUrl, instant, schemaOf } from './response-kit';
import { emailField } from './common';

// Single sign-on with OpenID Connect (issue 26; spec section 2 "Login and SSO", /login/okta).

/** The spec's answer to "Sign in with SSO" for an address whose organization has no identity provider set up. */
export const SSO_NOT_CONFIGURED = 'This account does not have okta configured.';
/** The callback could not prove who signed in (state, nonce, token or the provider refused): start again. */
export const SSO_FAILED = 'Single sign-on failed. Start again with your work email.';
/** The identity provider vouched for an address that is not an active member of that organization. */
export const SSO_NOT_A_MEMBER = (email: string) =>
  `${email} is not an active member of this organization. Ask your admin to invite or reactivate you.`;
/** The identity provider answered with no (verified) e-mail address. */
export const SSO_NO_EMAIL = 'Your identity provider did not share a verified email address. Ask your admin to check the SSO setup.';
/** Password sign-in while the organization requires single sign-on. */
export const SSO_REQUIRED = 'Your organization requires single sign-on. Use "Sign in with SSO".';
export const SSO_NEEDS_CONNECTION = 'Set up single sign-on before turning it on';
export const SSO_STILL_ENABLED = 'Turn off single sign-on in Login methods before removing the identity provider';
export const SSO_DOMAIN_TAKEN = (domain: string) => `${domain} already signs in through another organization's identity provider`;
export const SSO_ISSUER_UNREACHABLE = 'The issuer did not answer with a valid OpenID configuration (/.well-known/openid-configuration)';

const DOMAIN = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;
const trimmed = (max: number, required: string) => v.pipe(v.string(), v.trim(), v.nonEmpty(required), v.maxLength(max));

/** The e-mail domains that sign in through the organization's identity provider (OIDC or SAML). */
export const ssoDomainsField = v.pipe(
  v.array(v.pipe(v.string(), v.trim(), v.toLowerCase(), v.regex(DOMAIN, 'Enter a valid domain, like example.com'))),
  v.minLength(1, 'Add at least one email domain'),
  v.maxLength(20, 'At most 20 email domains'),
  v.transform((list) => [...new Set(list)]),
);

export const ssoConnectionInputSchema = v.object({
  issuer: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('Issuer URL is required'),
    v.maxLength(500),
    v.url('Enter a valid issuer URL'),
    v.check((s) => /^https?:\/\//i.test(s), 'Enter a valid issuer URL'),
  ),
  clientId: trimmed(200, 'Client ID is required'),
  // Left out when editing: the sealed secret stays as it is (it is never sent back).
  clientSecret: v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty('Client secret is required'), v.maxLength(500))),
  domains: ssoDomainsField,
});
export type SsoConnectionInput = v.InferOutput<typeof ssoConnectionInputSchema>;

/** The organization's identity provider as /settings/security/sso shows it; the client secret is never sent back. */
export type SsoConnectionDto = {
  configured: boolean;
  issuer: string | null;
  clientId: string | null;
  domains: string[];
  /** What the admin registers at the identity provider as the sign-in redirect URI. */
  redirectUri: string;
  updatedAt: string | null;
};

export const ssoConnectionSchema = schemaOf<SsoConnectionDto>()(
  v.object({
    configured: v.boolean(),
    issuer: v.nullable(v.string()),
    clientId: v.nullable(v.string()),
    domains: v.array(v.string()),
    redirectUri: absoluteUrl,
    updatedAt: v.nullable(instant),
  }),
);

/** "Sign in with SSO": the work e-mail, and the same-origin path to open after sign-in (the login page's ?next=). */
export const ssoStartInputSchema = v.object({ email: emailField, next: v.optional(v.pipe(v.string(), v.maxLength(500))) });

/** GET /api/auth/sso/callback's query: what the identity provider sends back. */
export const ssoCallbackQuery = v.object({
  code: v.optional(v.pipe(v.string(), v.maxLength(2000))),
  state: v.optional(v.pipe(v.string(), v.maxLength(500))),
  error: v.optional(v.pipe(v.string(), v.maxLength(200))),
  error_description: v.optional(v.pipe(v.string(), v.maxLength(2000))),
  iss: v.optional(v.pipe(v.string(), v.maxLength(500))),
  session_state: v.optional(v.pipe(v.string(), v.maxLength(500))),
});
