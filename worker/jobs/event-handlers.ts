import type { EventHandler } from '../features/events/service';
import { reportRollupsHandler } from '../features/reports/rollups';
import { conferencingHandler } from '../features/conferencing/converge';
import { conferenceInvitations } from '../features/meetings/conference-invites';
import { calendarWriter } from '../features/calendars/writer';
import { workflowsEventHandler } from '../features/workflows/fanout';
import { signalsEventHandler } from '../features/signals/fire';
import { roundRobinOutcomes } from '../features/pod-turns/outcomes';
import { crmMappingsHandler } from '../features/crm-mappings/service';

/** Everything that reacts to domain events, in the order they run for one event. Add a handler here to subscribe. */
export const EVENT_HANDLERS: EventHandler[] = [
  conferencingHandler(conferenceInvitations),
  calendarWriter,
  reportRollupsHandler,
  workflowsEventHandler,
  signalsEventHandler,
  roundRobinOutcomes,
  crmMappingsHandler,
];
