import * as v from 'valibot';
import { absoluteUrl, instant, schemaOf } from './response-kit';

/** The SCIM 2.0 schema URNs (RFC 7643, RFC 7644) the provisioning API reads and writes. */
export const SCIM_SCHEMAS = {
  user: 'urn:ietf:params:scim:schemas:core:2.0:User',
  group: 'urn:ietf:params:scim:schemas:core:2.0:Group',
  listResponse: 'urn:ietf:params:scim:api:messages:2.0:ListResponse',
  patchOp: 'urn:ietf:params:scim:api:messages:2.0:PatchOp',
  error: 'urn:ietf:params:scim:api:messages:2.0:Error',
  serviceProviderConfig: 'urn:ietf:params:scim:schemas:core:2.0:ServiceProviderConfig',
  resourceType: 'urn:ietf:params:scim:schemas:core:2.0:ResourceType',
  schema: 'urn:ietf:params:scim:schemas:core:2.0:Schema',
} as const;

/** The media type of every SCIM answer. */
export const SCIM_MEDIA_TYPE = 'application/scim+json';

/** The largest page a SCIM list answers (ServiceProviderConfig filter.maxResults). */
export const SCIM_MAX_RESULTS = 100;

/** The organization's SCIM connection as /settings/security/scim shows it; the token itself is never in it. */
export type ScimTokenDto = {
  configured: boolean;
  baseUrl: string;
  createdAt: string | null;
  createdByName: string | null;
  lastUsedAt: string | null;
};
/** The answer to generating or rotating: the only time the bearer token is ever sent. */
export type ScimTokenCreatedDto = ScimTokenDto & { token: string };

export const scimTokenSchema = schemaOf<ScimTokenDto>()(
  v.object({
    configured: v.boolean(),
    baseUrl: absoluteUrl,
    createdAt: v.nullable(instant),
    createdByName: v.nullable(v.string()),
    lastUsedAt: v.nullable(instant),
  }),
);
export const scimTokenCreatedSchema = schemaOf<ScimTokenCreatedDto>()(v.object({ ...scimTokenSchema.entries, token: v.string() }));
