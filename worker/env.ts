import type { Role } from './contracts/common';
import type { Db } from './db/client';
import type { IdempotencyRecord } from './contracts/idempotency';

export type Env = {
  DB: D1Database;
  ASSETS: Fetcher;
  RATE_LIMITER: DurableObjectNamespace<import('./durable-objects/rate-limiter').RateLimiter>;
  ROUND_ROBIN_POD: DurableObjectNamespace<import('./durable-objects/round-robin-pod').RoundRobinPod>;
  RELAY_SESSION: DurableObjectNamespace<import('./durable-objects/relay-session').RelaySession>;
  EMAIL_QUEUE: Queue<EmailQueueMessage>;
  ROUTING_QUEUE: Queue<RoutingQueueMessage>;
  APP_ENV: 'development' | 'test' | 'production';
  APP_URL: string;
  /** Local runs only: multiplies every rate limit (browser tests sign the same users in many times). */
  RATE_LIMIT_SCALE?: string;
  SESSION_SECRET?: string;
  MAIL_PROVIDER?: 'outbox' | 'resend';
  MAIL_FROM?: string;
  RESEND_API_KEY?: string;
  RESEND_API_URL?: string;
  /** Local runs and browser tests only: every vendor API is reached at `${VENDOR_BASE_URL}/<host>` (the local fakes). */
  VENDOR_BASE_URL?: string;
  /** Keys sealing integration secrets: "kid:base64 of 32 bytes" pairs, comma-separated; the first seals. */
  INTEGRATION_KEYS?: string;
  EVENTS_QUEUE: Queue<EventQueueMessage>;
  EXPORTS_QUEUE: Queue<ExportQueueMessage>;
};

export type EmailQueueMessage = { outboxId: string };
/** A domain event whose handlers (calendar, CRM, workflows, rollups) have work to do. */
export type EventQueueMessage = { eventId: string };
/** One page of an e-mailed export to write (part), or, past the last page, the e-mail to send. */
export type ExportQueueMessage = { exportId: string; part: number };
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
