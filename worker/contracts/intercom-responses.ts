import * as v from 'valibot';
import {
  INTERCOM_TRIGGERS,
  type IntercomAttributeDto,
  type IntercomConnectionDto,
  type IntercomRouterDto,
  type IntercomRouterSummaryDto,
  type IntercomRoutingDto,
} from './intercom';
import { absoluteUrl, instant, schemaOf } from './response-kit';

/** The answers of the Intercom API (/api/intercom): connection, attributes, routers and their routings. */

export const intercomConnectStartSchema = v.pipe(
  v.object({ url: v.pipe(absoluteUrl, v.description("Intercom's consent page, with a single-use state")) }),
  v.metadata({ examples: [{ url: 'https://app.intercom.com/oauth?client_id=abc123&state=Kq3v9XbT2mLp' }] }),
);

export const intercomConnectionSchema = schemaOf<IntercomConnectionDto>()(
  v.object({
    status: v.picklist(['not_connected', 'connected', 'expired', 'requires_reconnection', 'failed', 'connecting', 'partially_connected']),
    integrationId: v.nullable(v.string()),
    workspaceName: v.string(),
    admins: v.array(
      v.object({
        id: v.string(),
        name: v.string(),
        email: v.string(),
        userId: v.pipe(v.nullable(v.string()), v.description('The member this admin is: chosen, else the one with the same e-mail')),
        chosen: v.pipe(v.boolean(), v.description('True when an admin chose the member (or nobody) on the settings page')),
      }),
    ),
  }),
);

export const intercomAttributeSchema = schemaOf<IntercomAttributeDto>()(
  v.object({
    name: v.string(),
    label: v.string(),
    dataType: v.string(),
    options: v.array(v.string()),
    selectable: v.pipe(v.boolean(), v.description('False for a dropdown of more than ten choices (spec section 5)')),
  }),
);

export const intercomRouterSchema = schemaOf<IntercomRouterDto>()(
  v.object({
    id: v.string(),
    name: v.string(),
    trigger: v.picklist(INTERCOM_TRIGGERS),
    attributeName: v.nullable(v.string()),
    attributeValue: v.nullable(v.string()),
    matchingRuleIds: v.array(v.string()),
    podId: v.string(),
    tags: v.array(v.string()),
    active: v.boolean(),
    version: v.number(),
    createdAt: instant,
    updatedAt: instant,
  }),
);

export const intercomRouterSummarySchema = schemaOf<IntercomRouterSummaryDto>()(
  v.object({
    ...intercomRouterSchema.entries,
    stats: v.pipe(
      v.object({ processed: v.number(), assigned: v.number(), since: instant }),
      v.description("The router's routings since `since` (28 days), as its routing log counts them"),
    ),
  }),
);

export const intercomRoutingSchema = schemaOf<IntercomRoutingDto>()(
  v.object({
    id: v.string(),
    routerId: v.nullable(v.string()),
    topic: v.string(),
    conversationId: v.nullable(v.string()),
    contactEmail: v.nullable(v.string()),
    outcome: v.picklist(['routed', 'no_router', 'no_rep', 'failed']),
    assigneeUserId: v.nullable(v.string()),
    intercomAdminId: v.nullable(v.string()),
    explanation: v.object({ lines: v.array(v.string()) }),
    sessionId: v.pipe(v.nullable(v.string()), v.description('The routing session that logs it (GET /api/routing-logs/{id})')),
    createdAt: instant,
  }),
);
