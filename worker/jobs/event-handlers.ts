import type { EventHandler } from '../features/events/service';
import { reportRollupsHandler } from '../features/reports/rollups';

/** Everything that reacts to domain events, in the order they run for one event. Add a handler here to subscribe. */
export const EVENT_HANDLERS: EventHandler[] = [reportRollupsHandler];
