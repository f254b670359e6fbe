import * as v from 'valibot';
import { ROLE_LABELS, ROLES, type Role } from './common';
import { absoluteUrl, instant, schemaOf } from './response-kit';
import { ssoDomainsField } from './sso';

// Single sign-on with SAML 2.0 (issue 26): the second protocol of the organization's SSO setting
// (/settings/security/sso). Spec: "Single sign-on SAML setup shows a processing state until enabled".

export const SAML_METADATA_REQUIRED = 'Paste the identity provider metadata XML or enter its metadata URL';
export const SAML_METADATA_INVALID =
  'The identity provider metadata needs an entity ID, an HTTP-Redirect single sign-on URL and a signing certificate';
export const SAML_METADATA_UNREACHABLE = 'The metadata URL did not answer with identity provider metadata';
export const SAML_NOT_VERIFIED = 'Run a successful test sign-in before turning on single sign-on';
export const SAML_NOT_CONFIGURED = 'Set up SAML single sign-on first';
export const SAML_PROTOCOL_LOCKED = 'Turn off single sign-on in Login methods before changing the identity provider protocol';

export const samlConnectionInputSchema = v.pipe(
  v.object({
    metadataXml: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200_000, 'The metadata is too large'))),
    metadataUrl: v.optional(
      v.pipe(
        v.string(),
        v.trim(),
        v.maxLength(500),
        v.url('Enter a valid metadata URL'),
        v.check((s) => /^https?:\/\//i.test(s), 'Enter a valid metadata URL'),
      ),
    ),
    domains: ssoDomainsField,
    defaultRole: v.picklist(ROLES),
  }),
  v.forward(
    v.check((i) => !!(i.metadataXml || i.metadataUrl), SAML_METADATA_REQUIRED),
    ['metadataXml'],
  ),
);
export type SamlConnectionInput = v.InferOutput<typeof samlConnectionInputSchema>;

/** What the admin copies into the identity provider's app: the service provider's values. */
export type SamlSpDto = { entityId: string; acsUrl: string; metadataUrl: string };
export type SamlStatus = 'processing' | 'verified';

/** The organization's SAML identity provider as /settings/security/sso shows it. */
export type SamlConnectionDto = {
  configured: boolean;
  /** "processing" until a test sign-in succeeds; "verified" once it did (then SSO can be turned on). */
  status: SamlStatus | null;
  enabled: boolean;
  idpEntityId: string | null;
  idpSsoUrl: string | null;
  metadataUrl: string | null;
  certificateCount: number;
  defaultRole: Role;
  domains: string[];
  sp: SamlSpDto;
  updatedAt: string | null;
};

export const samlConnectionSchema = schemaOf<SamlConnectionDto>()(
  v.object({
    configured: v.boolean(),
    status: v.nullable(v.picklist(['processing', 'verified'])),
    enabled: v.boolean(),
    idpEntityId: v.nullable(v.string()),
    idpSsoUrl: v.nullable(v.string()),
    metadataUrl: v.nullable(v.string()),
    certificateCount: v.number(),
    defaultRole: v.picklist(ROLES),
    domains: v.array(v.string()),
    sp: v.object({ entityId: absoluteUrl, acsUrl: absoluteUrl, metadataUrl: absoluteUrl }),
    updatedAt: v.nullable(instant),
  }),
);

/** POST /api/security-settings/sso/saml/test answers where the admin's browser goes for the test sign-in. */
export const samlTestStartSchema = v.object({ redirectUrl: absoluteUrl });

/** What the identity provider posts to the ACS (HTTP-POST binding). */
export const samlAcsForm = v.object({
  SAMLResponse: v.pipe(v.string(), v.nonEmpty(), v.maxLength(400_000)),
  RelayState: v.optional(v.pipe(v.string(), v.maxLength(1000))),
});

export const samlAccountParam = v.object({ accountId: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/)) });

type SamlSide = { idpEntityId: string | null; defaultRole?: Role; domains: string[] } | null;
const listLabel = (d: string[] | undefined) => (d?.length ? d.join(', ') : 'none');

/** A SAML `sso_changed` entry of the audit log: the test sign-in, or what changed of the identity provider. */
export function describeSamlChange(detail: Record<string, unknown>): string {
  if (detail.testSignIn === 'succeeded') return `SAML test sign-in succeeded (${String(detail.nameId ?? '')})`;
  const before = detail.before as SamlSide;
  const after = detail.after as SamlSide;
  if (!after) return `SAML single sign-on removed (${before?.idpEntityId ?? 'no identity provider'})`;
  if (!before) return `SAML single sign-on set up: ${after.idpEntityId}, domains ${listLabel(after.domains)}`;
  const parts: string[] = [];
  if (before.idpEntityId !== after.idpEntityId) parts.push(`Identity provider: ${before.idpEntityId} → ${after.idpEntityId}`);
  else if (detail.certificatesChanged === true) parts.push('Identity provider URL or certificates replaced');
  if (listLabel(before.domains) !== listLabel(after.domains))
    parts.push(`SSO domains: ${listLabel(before.domains)} → ${listLabel(after.domains)}`);
  if (before.defaultRole !== after.defaultRole)
    parts.push(`Role of new members: ${ROLE_LABELS[before.defaultRole!]} → ${ROLE_LABELS[after.defaultRole!]}`);
  return parts.join('; ') || 'SAML single sign-on saved unchanged';
}
