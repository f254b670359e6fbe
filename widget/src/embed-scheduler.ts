/**
 * The widget's scheduler (dist/web/widget-scheduler.js): the modal with the calendar, slots, time
 * zone picker, booking and confirmation. The widget (widget-embed.js) injects it from its own
 * origin when a prospect starts on the mapped form, when the page is idle, or on submit at the
 * latest; loaded, it registers as `window.Routewise.scheduler`, which the widget then calls.
 * Loading it twice changes nothing: the first copy stays registered.
 */
import type { RoutewiseStub } from './snippet';
import { createEmbedApi } from './embed/api';
import { announce, AVAILABILITY_LOADED, BOOKING_CONFIRMED, type SchedulerIds } from './embed/events';
import type { SchedulerHook } from './embed/loader';
import { openModal } from './embed/modal';
import { mountSessionView } from './embed/session-view';

const scheduler: SchedulerHook = {
  open(o) {
    const modal = openModal(o.doc, o.onClose);
    let booked = false;
    let shown = false;
    const ids: SchedulerIds = {
      routerId: o.routerId ?? null,
      meetingTypeId: o.result.meetingType.id ?? null,
      sessionId: o.result.sessionId,
    };
    const view = mountSessionView({
      modal,
      result: o.result,
      // Its own client: the booking errors it reads must be this script's ApiFailure.
      api: createEmbedApi(o.origin, o.fetch),
      zone: o.zone,
      now: o.now,
      redirectSeconds: o.redirectSeconds,
      navigate: o.navigate,
      onBooked(b) {
        booked = true;
        announce(modal.host, BOOKING_CONFIRMED, { ...ids, meetingId: b.id, start: b.start, end: b.end, hostName: b.hostName });
      },
      // Once per dialog: the moment the prospect first sees times they can click.
      onShown(slots) {
        if (shown) return;
        shown = true;
        announce(modal.host, AVAILABILITY_LOADED, { ...ids, slots });
      },
      onRedistributed: o.onRedistributed,
    });
    return {
      ready: view.ready,
      get booked() {
        return booked;
      },
      focus: () => modal.focus(),
      destroy() {
        view.stop();
        modal.destroy();
      },
    };
  },
};

(function register(w: Window & { Routewise?: Partial<RoutewiseStub> & { scheduler?: SchedulerHook } }) {
  // The widget has put window.Routewise in place by the time it loads this; on its own, it makes one.
  const rw = w.Routewise || (w.Routewise = {});
  if (!rw.scheduler) rw.scheduler = scheduler;
})(window);
