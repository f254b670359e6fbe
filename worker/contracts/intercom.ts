import * as v from 'valibot';

/**
 * The Intercom router (spec section 1: "an intercom-based inbound router that writes notes and tags"):
 * a conversation's contact is routed to a rep of a round-robin pod when a conversation starts, or when
 * one of the contact's attributes is set to a chosen value; the conversation is then assigned to the
 * rep's Intercom admin (matched by e-mail), noted (who and why, with the rep's booking link) and tagged.
 */
export const INTERCOM_TRIGGERS = ['conversation_started', 'attribute_set'] as const;
export type IntercomTrigger = (typeof INTERCOM_TRIGGERS)[number];

/** The Intercom webhook topics the router listens to, by trigger. */
export const INTERCOM_TOPICS: Record<IntercomTrigger, string> = {
  conversation_started: 'conversation.user.created',
  attribute_set: 'contact.user.updated',
};

/** Spec sections 5 and 9: an Intercom dropdown used as a trigger has at most ten choices. */
export const INTERCOM_MAX_DROPDOWN_CHOICES = 10;

export const INTERCOM_MESSAGES = {
  dropdownTooLarge: 'Intercom dropdown fields with more than ten choices are not allowed',
  notConnected: 'Connect Intercom first',
  attributeRequired: 'Choose an Intercom attribute',
  attributeUnknown: 'This attribute is not in your Intercom workspace',
  valueRequired: 'Enter the value that triggers routing',
  podRequired: 'Choose a distribution pod',
  podUnknown: 'Choose a distribution pod of this organization',
  name: 'Router name is required',
  connectFailed: 'Sorry! Intercom integration failed. Please try again.',
} as const;

const Tag = v.pipe(v.string(), v.trim(), v.minLength(1, 'A tag cannot be empty'), v.maxLength(100, 'Must be at most 100 characters'));

/** Creating or editing an Intercom router. */
export const intercomRouterSchema = v.object({
  name: v.pipe(
    v.string(INTERCOM_MESSAGES.name),
    v.trim(),
    v.minLength(1, INTERCOM_MESSAGES.name),
    v.maxLength(100, 'Must be at most 100 characters'),
  ),
  trigger: v.picklist(INTERCOM_TRIGGERS, 'Choose a trigger'),
  attributeName: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(190))), null),
  attributeValue: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(500))), null),
  matchingRuleIds: v.optional(v.pipe(v.array(v.pipe(v.string(), v.maxLength(64))), v.maxLength(50)), []),
  podId: v.pipe(v.string(INTERCOM_MESSAGES.podRequired), v.minLength(1, INTERCOM_MESSAGES.podRequired), v.maxLength(64)),
  tags: v.optional(v.pipe(v.array(Tag), v.maxLength(10, 'At most 10 tags')), []),
  active: v.optional(v.boolean(), true),
});
export type IntercomRouterInput = v.InferOutput<typeof intercomRouterSchema>;

export type IntercomRouterDto = IntercomRouterInput & { id: string; version: number; createdAt: string; updatedAt: string };

/** An Intercom router's card: its routings since `since` (28 days), counted as the routing log counts its sessions. */
export type IntercomRouterSummaryDto = IntercomRouterDto & { stats: { processed: number; assigned: number; since: string } };

/** An attribute of Intercom contacts a trigger can read; `options` are a dropdown's choices. */
export type IntercomAttributeDto = { name: string; label: string; dataType: string; options: string[]; selectable: boolean };

/** An Intercom admin and the member conversations for them go to: chosen on the settings page, else the same e-mail. */
export type IntercomAdminDto = { id: string; name: string; email: string; userId: string | null; chosen: boolean };

/** The connection as the settings page shows it, with who each Intercom admin is among the members (by e-mail). */
export type IntercomConnectionDto = {
  status: 'not_connected' | 'connected' | 'expired' | 'requires_reconnection' | 'failed' | 'connecting' | 'partially_connected';
  integrationId: string | null;
  workspaceName: string;
  admins: IntercomAdminDto[];
};

/** Why a routing went the way it did, line by line, for the routing log. */
export type IntercomExplanation = { lines: string[] };

export type IntercomRoutingDto = {
  id: string;
  routerId: string | null;
  topic: string;
  conversationId: string | null;
  contactEmail: string | null;
  outcome: 'routed' | 'no_router' | 'no_rep' | 'failed';
  assigneeUserId: string | null;
  intercomAdminId: string | null;
  explanation: IntercomExplanation;
  /** The routing session that logs it (open it in the routing log), or null when no router chose for it. */
  sessionId: string | null;
  createdAt: string;
};

/** Which member an Intercom admin is, when the e-mails differ; null says the admin is nobody's (never assigned). */
export const intercomAdminMappingSchema = v.object({
  mapping: v.pipe(
    v.array(
      v.object({ adminId: v.pipe(v.string(), v.minLength(1), v.maxLength(64)), userId: v.nullable(v.pipe(v.string(), v.maxLength(64))) }),
    ),
    v.maxLength(500),
  ),
});
export type IntercomAdminMapping = v.InferOutput<typeof intercomAdminMappingSchema>['mapping'];

export const intercomConnectSchema = v.object({
  returnTo: v.optional(v.pipe(v.string(), v.maxLength(200), v.regex(/^\/[A-Za-z0-9/_-]*$/, 'Invalid return path'))),
});
