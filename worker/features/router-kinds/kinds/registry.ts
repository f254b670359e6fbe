import { ROUTER_KIND_LIST, type AvailableRouterKind } from '../../../contracts/router-kinds';
import { campaign } from './campaign';
import { inbound } from './inbound';
import { intercom } from './intercom';
import { object } from './object';
import { relay } from './relay';
import type { KindRouters, RouterKindModule } from './types';

/**
 * The worker's side of each available kind (a kind of worker/contracts/router-kinds.ts that is
 * `available: true` must have a module here; worker/test/router-kinds.test.ts checks it). Adding a kind:
 * 1. its entry in ROUTER_KIND_LIST (worker/contracts/router-kinds.ts), `available: true` once it works;
 *    the API's kind filters, the session table's router_kind enum and the web tabs follow from it;
 * 2. a module next to these (its router table with id, account_id, name, deleted_at; its form column;
 *    the feature that books) and its line below: the routing log and the reports read it from here;
 * 3. its sessions are routing_sessions rows with its router_kind; a kind that books calls routing-sessions'
 *    bookSessionMeeting (and writeOwnerAfterBooking) from its own feature, as relay-sessions does.
 */
export const ROUTER_KIND_MODULES: Record<AvailableRouterKind, RouterKindModule> = { inbound, campaign, relay, object, intercom };

const available = ROUTER_KIND_LIST.filter((k) => k.available).map((k) => ROUTER_KIND_MODULES[k.id as AvailableRouterKind]);

/** Where each available kind's routers live, in the kinds' order. */
export const kindRouters = (): KindRouters[] => available.map((m) => m.routers);

export const kindModule = (kind: string): RouterKindModule | undefined =>
  (ROUTER_KIND_MODULES as Record<string, RouterKindModule | undefined>)[kind];
