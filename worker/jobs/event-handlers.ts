import type { EventHandler } from '../features/events/service';
import { reportRollupsHandler } from '../features/reports/service';
import { conferencingHandler } from '../features/conferencing/service';
import { conferenceInvitations } from '../features/meetings/service';
import { calendarWriter } from '../features/calendars/service';
import { workflowsEventHandler } from '../features/workflows/service';
import { signalsEventHandler } from '../features/signals/service';
import { roundRobinOutcomes } from '../features/pod-turns/service';
import { crmMappingsHandler } from '../features/crm-mappings/service';
import { muxVideoDeletion } from '../features/assets/service';

/** Everything that reacts to domain events, in the order they run for one event. Add a handler here to subscribe. */
export const EVENT_HANDLERS: EventHandler[] = [
  conferencingHandler(conferenceInvitations),
  calendarWriter,
  reportRollupsHandler,
  workflowsEventHandler,
  signalsEventHandler,
  roundRobinOutcomes,
  crmMappingsHandler,
  muxVideoDeletion,
];
