// The SCIM discovery endpoints (RFC 7644 section 4): what this service provider supports, its two resource
// types and the attributes of each that it reads and writes. Everything else a client sends is ignored.
import { SCIM_MAX_RESULTS, SCIM_SCHEMAS } from '../../../contracts/scim';

const attr = (name: string, type: string, extra: Record<string, unknown> = {}) => ({
  name,
  type,
  multiValued: false,
  required: false,
  caseExact: false,
  mutability: 'readWrite',
  returned: 'default',
  uniqueness: 'none',
  ...extra,
});

const SCHEMAS = [
  {
    id: SCIM_SCHEMAS.user,
    name: 'User',
    description: 'A member of the organization',
    attributes: [
      attr('userName', 'string', { required: true, uniqueness: 'server', description: "The member's e-mail address" }),
      attr('name', 'complex', { subAttributes: [attr('formatted', 'string'), attr('givenName', 'string'), attr('familyName', 'string')] }),
      attr('displayName', 'string'),
      attr('emails', 'complex', {
        multiValued: true,
        mutability: 'readOnly',
        subAttributes: [attr('value', 'string'), attr('type', 'string'), attr('primary', 'boolean')],
      }),
      attr('active', 'boolean', { description: 'False deactivates the member and ends their sessions' }),
      attr('groups', 'complex', {
        multiValued: true,
        mutability: 'readOnly',
        subAttributes: [attr('value', 'string'), attr('display', 'string'), attr('$ref', 'reference')],
      }),
    ],
    meta: { resourceType: 'Schema', location: `/Schemas/${SCIM_SCHEMAS.user}` },
  },
  {
    id: SCIM_SCHEMAS.group,
    name: 'Group',
    description: 'A team of the organization',
    attributes: [
      attr('displayName', 'string', { required: true, uniqueness: 'server' }),
      attr('members', 'complex', {
        multiValued: true,
        subAttributes: [attr('value', 'string', { mutability: 'immutable' }), attr('display', 'string'), attr('$ref', 'reference')],
      }),
    ],
    meta: { resourceType: 'Schema', location: `/Schemas/${SCIM_SCHEMAS.group}` },
  },
];

const RESOURCE_TYPES = [
  { id: 'User', name: 'User', endpoint: '/Users', description: 'Members', schema: SCIM_SCHEMAS.user },
  { id: 'Group', name: 'Group', endpoint: '/Groups', description: 'Teams', schema: SCIM_SCHEMAS.group },
];

const list = <T>(resources: T[]) => ({
  schemas: [SCIM_SCHEMAS.listResponse],
  totalResults: resources.length,
  startIndex: 1,
  itemsPerPage: resources.length,
  Resources: resources,
});

export const serviceProviderConfig = (baseUrl: string) => ({
  schemas: [SCIM_SCHEMAS.serviceProviderConfig],
  documentationUri: `${baseUrl.replace(/\/scim\/v2$/, '')}/settings/security/scim`,
  patch: { supported: true },
  bulk: { supported: false, maxOperations: 0, maxPayloadSize: 0 },
  filter: { supported: true, maxResults: SCIM_MAX_RESULTS },
  changePassword: { supported: false },
  sort: { supported: false },
  etag: { supported: false },
  authenticationSchemes: [
    {
      type: 'oauthbearertoken',
      name: 'Bearer token',
      description: 'The token an Admin generates in Settings > Security > SCIM',
      primary: true,
    },
  ],
  meta: { resourceType: 'ServiceProviderConfig', location: `${baseUrl}/ServiceProviderConfig` },
});

export const resourceTypes = (baseUrl: string) =>
  list(
    RESOURCE_TYPES.map((r) => ({
      schemas: [SCIM_SCHEMAS.resourceType],
      ...r,
      meta: { resourceType: 'ResourceType', location: `${baseUrl}/ResourceTypes/${r.id}` },
    })),
  );

export const schemas = () => list(SCHEMAS.map((s) => ({ schemas: [SCIM_SCHEMAS.schema], ...s })));
