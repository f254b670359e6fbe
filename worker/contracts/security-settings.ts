import * as v from 'valibot';
import { describeSamlChange } from './saml';

// Login and SSO settings (spec section 2, /settings/security/settings; section 5 "At least one login method must be enabled").

/**
 * The sign-in methods the product can really do. Single sign-on (SAML, OIDC) joins this list when it
 * can sign someone in; a method listed here is offered on the settings page and checked at sign-in.
 */
export const LOGIN_METHODS = [
  { id: 'password', label: 'Email and password', description: 'Members sign in with their email address and password.' },
  {
    id: 'sso',
    label: 'Single sign-on (SAML or OpenID Connect)',
    description:
      'Members sign in through your identity provider (Okta, Microsoft Entra, Google Workspace) with SAML or OpenID Connect. With password turned off, SSO is required: only Admins may still use their password, as a break-glass way in.',
  },
] as const;
export type LoginMethod = (typeof LOGIN_METHODS)[number]['id'];
export const LOGIN_METHOD_IDS = LOGIN_METHODS.map((m) => m.id) as [LoginMethod, ...LoginMethod[]];

export const AT_LEAST_ONE_LOGIN_METHOD = 'At least one login method must be enabled';
/** The answer to a sign-in through a method the organization turned off. */
export const LOGIN_METHOD_DISABLED = 'Signing in with a password is turned off for your organization. Ask your admin how to sign in.';

/** How long a session lasts from sign-in, in hours. */
export const SESSION_LENGTHS = [
  { hours: 8, label: '8 hours' },
  { hours: 12, label: '12 hours' },
  { hours: 24, label: '1 day' },
  { hours: 168, label: '7 days' },
  { hours: 336, label: '14 days' },
  { hours: 720, label: '30 days' },
] as const;
/** How long a session may go unused before it ends, in minutes; null: never. */
export const IDLE_TIMEOUTS = [
  { minutes: null, label: 'Never' },
  { minutes: 15, label: '15 minutes' },
  { minutes: 30, label: '30 minutes' },
  { minutes: 60, label: '1 hour' },
  { minutes: 240, label: '4 hours' },
  { minutes: 480, label: '8 hours' },
] as const;
export const DEFAULT_SECURITY_SETTINGS = { loginMethods: ['password'] as LoginMethod[], sessionLengthHours: 336, idleTimeoutMinutes: null };

const sessionLength = v.picklist(
  SESSION_LENGTHS.map((s) => s.hours),
  'Choose one of the session lengths',
);
const idleTimeout = v.nullable(
  v.picklist(
    IDLE_TIMEOUTS.flatMap((t) => (t.minutes === null ? [] : [t.minutes])),
    'Choose one of the idle timeouts',
  ),
);

export const updateSecuritySettingsSchema = v.object({
  loginMethods: v.pipe(
    v.array(v.picklist(LOGIN_METHOD_IDS, 'Unknown login method')),
    v.minLength(1, AT_LEAST_ONE_LOGIN_METHOD),
    v.transform((list) => [...new Set(list)]),
  ),
  sessionLengthHours: sessionLength,
  idleTimeoutMinutes: idleTimeout,
});
export type UpdateSecuritySettingsInput = v.InferOutput<typeof updateSecuritySettingsSchema>;

export type SecuritySettingsDto = {
  loginMethods: LoginMethod[];
  /** Whether an identity provider is set up (/settings/security/sso): single sign-on can be turned on only then. */
  ssoConfigured: boolean;
  sessionLengthHours: number;
  idleTimeoutMinutes: number | null;
  updatedAt: string | null;
};
export type SignOutEverywhereDto = { endedSessions: number };

const lengthLabel = (h: unknown) => SESSION_LENGTHS.find((s) => s.hours === h)?.label ?? `${String(h)} hours`;
const idleLabel = (m: unknown) => IDLE_TIMEOUTS.find((t) => t.minutes === m)?.label ?? `${String(m)} minutes`;
const methodsLabel = (list: unknown) =>
  (Array.isArray(list) ? list : []).map((id) => LOGIN_METHODS.find((m) => m.id === id)?.label ?? String(id)).join(', ') || 'None';
const originsLabel = (list: unknown) => (Array.isArray(list) && list.length ? list.join(', ') : 'none');

/** One line saying what a `security_changed` audit entry changed, before and after (the audit log and the security page show it). */
export function describeSecurityChange(detail: Record<string, unknown>): string {
  const before = (detail.before ?? {}) as Record<string, unknown>;
  const after = (detail.after ?? {}) as Record<string, unknown>;
  if (detail.setting === 'sign_out_everywhere') return "Signed out every member's sessions";
  if (detail.setting === 'break_glass_sign_in') return 'Admin signed in with a password while single sign-on is required (break-glass)';
  if (detail.protocol === 'saml') return describeSamlChange(detail);
  if (detail.protocol === 'oidc')
    return describeSsoChange(detail.before as SsoSide, detail.after as SsoSide, detail.clientSecretChanged === true);
  if (detail.setting === 'trusted_origins')
    return `Trusted origins: ${originsLabel(before.trustedOrigins)} → ${originsLabel(after.trustedOrigins)}`;
  const parts: string[] = [];
  if ('loginMethods' in after) parts.push(`Login methods: ${methodsLabel(before.loginMethods)} → ${methodsLabel(after.loginMethods)}`);
  if ('sessionLengthHours' in after)
    parts.push(`Session length: ${lengthLabel(before.sessionLengthHours)} → ${lengthLabel(after.sessionLengthHours)}`);
  if ('idleTimeoutMinutes' in after)
    parts.push(`Idle timeout: ${idleLabel(before.idleTimeoutMinutes)} → ${idleLabel(after.idleTimeoutMinutes)}`);
  return parts.join('; ');
}

type SsoSide = { issuer: string | null; clientId: string | null; domains: string[] } | null;
const domainsLabel = (d: string[] | undefined) => (d?.length ? d.join(', ') : 'none');

/** A `sso_changed` entry: what changed of the identity provider, before and after (never the secret itself). */
function describeSsoChange(before: SsoSide, after: SsoSide, secretChanged: boolean): string {
  if (!after) return `Single sign-on removed (${before?.issuer ?? 'no issuer'})`;
  if (!before?.issuer) return `Single sign-on set up: ${after.issuer}, domains ${domainsLabel(after.domains)}`;
  const parts: string[] = [];
  if (before.issuer !== after.issuer) parts.push(`Issuer: ${before.issuer} → ${after.issuer}`);
  if (before.clientId !== after.clientId) parts.push(`Client ID: ${before.clientId} → ${after.clientId}`);
  if (domainsLabel(before.domains) !== domainsLabel(after.domains))
    parts.push(`SSO domains: ${domainsLabel(before.domains)} → ${domainsLabel(after.domains)}`);
  if (secretChanged) parts.push('Client secret replaced');
  return parts.join('; ') || 'Single sign-on saved unchanged';
}
