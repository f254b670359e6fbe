// Routing sessions' one way in for other features, jobs and dev tools: campaign routers submit and
// show pages through it, relay sessions reuse its pod draw, field probe and CRM writes, relay routers
// count their sessions through it, and the queue consumers and cron run its redistribution and CRM
// deliveries. Its routes call the files directly.
import type { Db } from '../../db/client';
import * as repo from './repo';

export { campaignContext, campaignPageParts } from './parts/campaign';
export { routeSubmission, type Defer } from './parts/submit';
export { writeToCrm } from './parts/crm-writes';
export { bookSessionMeeting, writeOwnerAfterBooking, type SessionBookingSpec, type LaterOwnerUpdate } from './parts/book-session';
export { applyCrmDelivery } from './parts/crm-delivery';
export { drawFromPod } from './parts/assign';
export { fieldProbe } from './parts/prospect';
export { redistributeSession, sweepDueRedistributions } from './parts/redistribute';
export { objectRoutingContext, type ObjectRoutingContext } from './parts/object';
export { kindDecisionRecord, recordKindSession, type KindSessionInsert } from './parts/kind-session';
export { openingDecisionRecord } from './parts/decision-record';
export { previewRouter } from './parts/preview';
export { runReplayStep, failReplay } from './parts/replay-step';
export { accountOfRouter } from './parts/public-router';

/** Relay-routers' cards: each relay's sessions since an instant (processed, booked, not booked), one grouped read. */
export const relayTallies = (db: Db, accountId: string, since: number) => repo.relayTallies(db, accountId, since);
