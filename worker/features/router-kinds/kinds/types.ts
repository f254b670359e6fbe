import type { RouterKindId } from '../../../contracts/router-kinds';

/**
 * Where a kind's routers live. Every kind's sessions are routing_sessions rows keyed by router_kind (one
 * session model); its routers are rows of their own table with `id`, `account_id`, `name` and `deleted_at`
 * columns. The routing log names a session's router (live or deleted) and reads its form's question labels
 * from here, and the reports list the kind's routers from here.
 */
export type KindRouters = { kind: RouterKindId; table: string; formColumn: string | null };

/** What the worker knows of a router kind beyond the shared list in worker/contracts/router-kinds.ts. */
export type RouterKindModule = {
  routers: KindRouters;
  /** The feature whose service.ts books the kind's sessions (through routing-sessions' bookSessionMeeting), or null when it does not book. */
  bookedBy: 'routing-sessions' | 'relay-sessions' | null;
};
