// The state the two Microsoft hosts share (the token endpoint must know the codes the authorize page
// issued), and the mailbox bookkeeping the Graph and control routes both use: mailboxes made on first
// sight, finding an event or an occurrence, deleting and patching as Graph does.
import { newId, type FailQueue } from '../calendar-kit';
import { findOccurrence, instantOf, recurrenceError, type MsCalendar, type MsEvent } from './series';

export type Mailbox = { email: string; calendars: Map<string, MsCalendar> };

export const msTime = (iso: string) => ({
  dateTime: new Date(iso)
    .toISOString()
    .replace('Z', '')
    .replace(/\.(\d{3})$/, '.$10000'),
  timeZone: 'UTC',
});

export type MicrosoftState = ReturnType<typeof createMicrosoftState>;

export function createMicrosoftState() {
  const boxes = new Map<string, Mailbox>();
  const codes = new Map<string, { email: string; clientId: string; redirectUri: string; challenge: string; scope: string }>();
  const access = new Map<string, { email: string; expiresAt: number }>();
  const refresh = new Map<string, { email: string; clientId: string }>();
  const subscriptions = new Map<
    string,
    { id: string; email: string; resource: string; notificationUrl: string; clientState?: string; expirationDateTime: string }
  >();
  const fails: FailQueue = [];
  /** Whether a new subscription first POSTs a validationToken to its notification URL (Graph always does). */
  const settings = { validate: true };

  function box(email: string): Mailbox {
    let b = boxes.get(email);
    if (!b) {
      b = { email, calendars: new Map() };
      const primary = `AAMk-${newId()}`;
      b.calendars.set(primary, { id: primary, name: 'Calendar', canEdit: true, isDefaultCalendar: true, events: new Map(), generation: 0 });
      const shared = `AAMk-${newId()}`;
      b.calendars.set(shared, {
        id: shared,
        name: 'United States holidays',
        canEdit: false,
        isDefaultCalendar: false,
        events: new Map(),
        generation: 0,
      });
      boxes.set(email, b);
    }
    return b;
  }
  const primaryOf = (b: Mailbox) => [...b.calendars.values()].find((c) => c.isDefaultCalendar)!;
  const touch = (e: MsEvent) => {
    e.changeKey = newId();
  };
  /** An event by id: a stored one (single, master, exception) or an occurrence of a series. */
  const findEvent = (b: Mailbox, id: string) => {
    for (const cal of b.calendars.values()) {
      const e = cal.events.get(id);
      if (e && !e.deleted) return { cal, e };
      const master = cal.events.get(id.slice(0, id.lastIndexOf('_')));
      const occurrence = master && !master.deleted ? findOccurrence(master, id) : null;
      if (occurrence) return { cal, e: occurrence };
    }
    return null;
  };
  /** DELETE: a single event or a whole series goes; an occurrence is cancelled (absent from then on). */
  const remove = (cal: MsCalendar, e: MsEvent) => {
    if (e.type === 'occurrence' || e.type === 'exception') {
      const master = cal.events.get(e.seriesMasterId!)!;
      master.cancelled = [...(master.cancelled ?? []), e.id];
    }
    if (cal.events.has(e.id)) {
      e.deleted = true;
      touch(e);
    }
  };
  /** PATCH: an occurrence changed becomes an exception of its series, under the same id; a recurrence makes a single event a series. */
  const update = (cal: MsCalendar, e: MsEvent, body: Record<string, any>): MsEvent | string => {
    const type = e.type === 'occurrence' ? 'exception' : e.type === 'singleInstance' && body.recurrence ? 'seriesMaster' : e.type;
    if (body.recurrence && type !== 'seriesMaster') return 'Only a single event or a series master takes a recurrence.';
    const next = { ...e, ...body, type, attendees: body.attendees ? applyAttendees(body, e.attendees) : e.attendees } as MsEvent;
    const invalid = eventBody(next);
    if (invalid) return invalid;
    if (body.isOnlineMeeting && !e.onlineMeeting)
      next.onlineMeeting = { joinUrl: `https://teams.microsoft.com/l/meetup-join/19%3ameeting_${newId()}%40thread.v2/0` };
    cal.events.set(next.id, next);
    touch(next);
    return next;
  };

  function eventBody(b: Record<string, any>): string | null {
    if (!b.start?.dateTime || !b.end?.dateTime) return 'Missing start or end.';
    if (Number.isNaN(instantOf(b.start)) || Number.isNaN(instantOf(b.end))) return 'Invalid dateTime.';
    if (b.recurrence) return recurrenceError(b.recurrence);
    if (b.attendees && (!Array.isArray(b.attendees) || b.attendees.some((a: any) => typeof a?.emailAddress?.address !== 'string')))
      return 'Invalid attendees.';
    return null;
  }
  const applyAttendees = (b: Record<string, any>, before: MsEvent['attendees'] = []) =>
    (b.attendees as { emailAddress: { address: string; name?: string }; type?: string }[] | undefined)?.map((a) => ({
      emailAddress: a.emailAddress,
      type: a.type ?? 'required',
      status: before.find((x) => x.emailAddress.address === a.emailAddress.address)?.status ?? {
        response: 'none',
        time: '0001-01-01T00:00:00Z',
      },
    }));

  return {
    boxes,
    codes,
    access,
    refresh,
    subscriptions,
    fails,
    settings,
    box,
    primaryOf,
    touch,
    findEvent,
    remove,
    update,
    eventBody,
    applyAttendees,
  };
}
