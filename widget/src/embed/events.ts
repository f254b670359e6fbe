/*
 * The DOM events the widget announces to the host page, for its analytics and tag manager (README,
 * "Widget events for site owners"). The names are the ones the market leader's widget uses, so a site
 * comparing the two measures the same moments. Each is a CustomEvent that bubbles (and crosses the
 * shadow root) from the widget's element on the page to the document and the window; once that element
 * is gone it is sent on the window itself, so a listener on the window always hears it exactly once.
 * The detail carries ids and what the page already shows, never the prospect's answers.
 */

export const AVAILABILITY_LOADED = 'availability-loaded';
export const BOOKING_CONFIRMED = 'booking-confirmed';

/** Whom a scheduler dialog is about: the ids a site can join its own records on. */
export type SchedulerIds = { routerId: string | null; meetingTypeId: string | null; sessionId: string };

/** The scheduler's times are drawn and clickable (once per dialog): how many the shown month offers. */
export type AvailabilityLoadedDetail = SchedulerIds & { slots: number };

/** The prospect booked: the meeting, when it starts and ends (ISO instants), and whom it is with. */
export type BookingConfirmedDetail = SchedulerIds & { meetingId: string; start: string; end: string; hostName: string };

export type WidgetEventDetail = { [AVAILABILITY_LOADED]: AvailabilityLoadedDetail; [BOOKING_CONFIRMED]: BookingConfirmedDetail };

/** Sends `name` from `from` (the widget's element); a listener that throws does not stop the widget. */
export function announce<K extends keyof WidgetEventDetail>(from: Element, name: K, detail: WidgetEventDetail[K]) {
  const win = from.ownerDocument.defaultView;
  if (!win) return;
  const event = new win.CustomEvent(name, { detail, bubbles: true, composed: true });
  (from.isConnected ? from : win).dispatchEvent(event);
}
