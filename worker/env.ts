import type { Role } from './contracts/common';
import type { Db } from './db/client';
import type { IdempotencyRecord } from './contracts/idempotency';

export type Env = {
  DB: D1Database;
  ASSETS: Fetcher;
  /** Uploaded images (R2): logos, meta images, favicons. */
  ASSETS_BUCKET: R2Bucket;
  RATE_LIMITER: DurableObjectNamespace<import('./durable-objects/rate-limiter').RateLimiter>;
  ROUND_ROBIN_POD: DurableObjectNamespace<import('./durable-objects/round-robin-pod').RoundRobinPod>;
  RELAY_SESSION: DurableObjectNamespace<import('./durable-objects/relay-session').RelaySession>;
  EMAIL_QUEUE: Queue<EmailQueueMessage>;
  ROUTING_QUEUE: Queue<RoutingQueueMessage>;
  APP_ENV: 'development' | 'test' | 'production';
  APP_URL: string;
  /** Hosts a user-supplied URL may reach although they are on a private network (a self-hosted CalDAV server): comma-separated, "*.corp.example" for a domain. */
  OUTBOUND_ALLOWED_HOSTS?: string;
  /** Local runs only: multiplies every rate limit (browser tests sign the same users in many times). */
  RATE_LIMIT_SCALE?: string;
  SESSION_SECRET?: string;
  MAIL_PROVIDER?: 'outbox' | 'resend';
  MAIL_FROM?: string;
  RESEND_API_KEY?: string;
  RESEND_API_URL?: string;
  /** Local runs and browser tests only: a vendor API is reached at `${VENDOR_BASE_URL}/<host>` (its local stand-in) unless integrations/stand-ins.ts sends it to the real vendor. */
  VENDOR_BASE_URL?: string;
  /** Local runs: vendors (comma-separated keys of integrations/stand-ins.ts) reached for real although a stand-in runs. */
  REAL_VENDORS?: string;
  /** Keys sealing integration secrets: "kid:base64 of 32 bytes" pairs, comma-separated; the first seals. */
  INTEGRATION_KEYS?: string;
  /** OAuth apps of the calendar integrations (secrets); outside production the local fakes accept fixed ones. */
  GOOGLE_CLIENT_ID?: string;
  GOOGLE_CLIENT_SECRET?: string;
  MICROSOFT_CLIENT_ID?: string;
  MICROSOFT_CLIENT_SECRET?: string;
  /** The Zoom OAuth app (user-managed) members connect their Zoom accounts through. */
  ZOOM_CLIENT_ID?: string;
  ZOOM_CLIENT_SECRET?: string;
  EVENTS_QUEUE: Queue<EventQueueMessage>;
  /** Workflow deliveries (webhooks, Slack, SMS, e-mail, Segment, Mixpanel): one message per delivery row. */
  DELIVERIES_QUEUE: Queue<DeliveryQueueMessage>;
  /** The Slack app organizations install (OAuth v2); outside production the local fake's app stands in. */
  SLACK_CLIENT_ID?: string;
  SLACK_CLIENT_SECRET?: string;
  /** The Intercom app organizations connect (OAuth); outside production the local fake's app stands in. */
  INTERCOM_CLIENT_ID?: string;
  INTERCOM_CLIENT_SECRET?: string;
  /** One Durable Object per organization: the live notification bell (hibernatable WebSockets). */
  ORG_NOTIFICATIONS: DurableObjectNamespace<import('./durable-objects/org-notifications').OrgNotifications>;
  EXPORTS_QUEUE: Queue<ExportQueueMessage>;
  /** Outside CRMs: the initial import, incremental syncs and the writes (owner, lead, contact, account). */
  CRM_QUEUE: Queue<CrmQueueMessage>;
  /** Replays over history (issue 30): one message runs pages of a replay, then sends the next. */
  REPLAYS_QUEUE: Queue<ReplayQueueMessage>;
  /** The HubSpot and Salesforce OAuth apps organizations connect their CRM through. */
  HUBSPOT_CLIENT_ID?: string;
  HUBSPOT_CLIENT_SECRET?: string;
  SALESFORCE_CLIENT_ID?: string;
  SALESFORCE_CLIENT_SECRET?: string;
  /** Zoho and Pipedrive OAuth apps (outside production the local fakes' dev apps stand in when unset). */
  ZOHO_CLIENT_ID?: string;
  ZOHO_CLIENT_SECRET?: string;
  PIPEDRIVE_CLIENT_ID?: string;
  PIPEDRIVE_CLIENT_SECRET?: string;
  /** Cloudflare for SaaS (secrets): the zone carrying customers' scheduler domains as custom hostnames, and an API token with "SSL and Certificates: Edit" on it. */
  CF_ZONE_ID?: string;
  CF_API_TOKEN?: string;
  /** The CNAME target customers point their scheduler domain at (the zone's fallback origin); APP_URL's host when unset. */
  CF_FALLBACK_ORIGIN?: string;
};

export type EmailQueueMessage = { outboxId: string };
/** One workflow delivery to attempt. */
export type DeliveryQueueMessage = { deliveryId: string };
/** A CRM module to import or catch up, or a routing session's CRM write job to deliver. */
export type CrmQueueMessage =
  | { type: 'sync'; integrationId: string; module: string }
  | { type: 'write'; jobId: string }
  /** A batch of an object router's backfill of existing records. */
  | { type: 'object_backfill'; objectRouterId: string }
  /** One page of a Stripe sync (products, then customers, then subscriptions), from the cursor `after`. */
  | {
      type: 'stripe_sync';
      accountId: string;
      integrationId: string;
      phase: 'products' | 'customers' | 'subscriptions';
      after: string | null;
    };
/** A domain event whose handlers (calendar, CRM, workflows, rollups) have work to do. */
export type EventQueueMessage = { eventId: string };
/** One page of an e-mailed export to write (part), or, past the last page, the e-mail to send. */
export type ExportQueueMessage = { exportId: string; part: number };
/** A replay over history with sessions left to replay. */
export type ReplayQueueMessage = { replayId: string };
/** A routing session whose not-booked wait has ended: redistribute it unless it was booked. */
export type RoutingQueueMessage = { sessionId: string; accountId: string };

/** The signed-in caller, resolved once per request by the session middleware. */
export type Caller = {
  userId: string;
  accountId: string;
  role: Role;
  isBooker: boolean;
  email: string;
  name: string;
  sessionHash: string;
};

export type AppEnv = {
  Bindings: Env;
  Variables: { requestId: string; db: Db; caller: Caller | null; idempotency: IdempotencyRecord | null };
};

/** Narrows to a signed-in caller inside routes that sit behind requireAuth. */
export type AuthedEnv = { Bindings: Env; Variables: { requestId: string; db: Db; caller: Caller } };
