// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SubmissionResultDto } from '@contracts/routing-sessions';
// Registers window.Routewise.scheduler, as widget-scheduler.js does once the widget has loaded it.
import '../embed-scheduler';
import { AVAILABILITY_LOADED, BOOKING_CONFIRMED } from './events';
import { createWidget, type Widget } from './widget';

const ORIGIN = 'https://app.routewise.test';
const NOW = Date.parse('2026-03-02T08:00:00Z');
const SLOTS = [
  { start: '2026-03-09T15:00:00.000Z', end: '2026-03-09T15:30:00.000Z' },
  { start: '2026-03-09T15:30:00.000Z', end: '2026-03-09T16:00:00.000Z' },
  { start: '2026-03-10T15:00:00.000Z', end: '2026-03-10T15:30:00.000Z' },
];
const RESULT: SubmissionResultDto = {
  sessionId: 's1',
  outcome: 'not_booked',
  assignee: { kind: 'user', name: 'Ursula Rep', avatarUrl: null },
  redirectUrl: null,
  meetingType: { id: 'mt1', name: 'Discovery call', durationMinutes: 30, slotTimeFormat: '12h', description: '' },
  prospect: { name: 'Ada Lovelace', email: 'ada@prospect.test' },
  organization: { company: 'Acme Inc.', logoUrl: null },
};
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

let widget: Widget;
let heard: { on: string; type: string; detail: unknown; target: EventTarget | null }[];
const listeners: [EventTarget, string, (e: Event) => void][] = [];
const listen = (on: EventTarget, label: string) => {
  for (const type of [AVAILABILITY_LOADED, BOOKING_CONFIRMED]) {
    const fn = (e: Event) => heard.push({ on: label, type: e.type, detail: (e as CustomEvent).detail, target: e.target });
    on.addEventListener(type, fn);
    listeners.push([on, type, fn]);
  }
};
const shadow = () => document.querySelector('[data-routewise]')?.shadowRoot ?? null;
const button = (text: string) =>
  [...shadow()!.querySelectorAll<HTMLButtonElement>('button')].find(
    (b) => b.textContent?.trim() === text || b.getAttribute('aria-label') === text,
  )!;

/** The widget against a fake app whose slots answer `slots` (a status other than 200 fails them). */
async function start(slots: () => Response = () => json(200, { slots: SLOTS }), result: SubmissionResultDto = RESULT) {
  const fetchStub = vi.fn(async (input: string, init: RequestInit = {}) => {
    const path = new URL(input).pathname;
    if (path === '/api/public/routers/inbound')
      return json(200, {
        data: {
          id: 'r1',
          provider: 'native',
          selector: '#demo',
          emailField: 'email',
          nameFields: { mode: 'full', fullName: 'name' },
          fields: [],
          organization: RESULT.organization,
        },
      });
    if (path === '/api/public/routers/inbound/submissions') return json(201, { data: result });
    if (path === '/api/public/routing-sessions/s1/slots') return slots();
    if (path === '/api/public/routing-sessions/s1/bookings') {
      const { start } = JSON.parse(String(init.body));
      return json(201, {
        data: {
          id: 'm1',
          start,
          end: SLOTS[0].end,
          status: 'scheduled',
          hostName: 'Ursula Rep',
          meetingName: 'Discovery call',
          rescheduleUrl: `${ORIGIN}/r`,
          cancelUrl: `${ORIGIN}/c`,
          redirectUrl: null,
        },
      });
    }
    return json(200, { data: { outcome: 'not_booked', redirectUrl: null } });
  });
  widget = createWidget({ routerId: 'inbound', origin: ORIGIN, fetch: fetchStub, navigate: vi.fn(), now: () => NOW });
  await widget.ready;
  document.querySelector<HTMLButtonElement>('#demo button')!.click();
}

beforeEach(() => {
  heard = [];
  document.body.innerHTML =
    '<form id="demo" action="/thanks" method="post"><input name="name" value="Ada Lovelace"><input name="email" value="ada@prospect.test"><button type="submit">Go</button></form>';
  listen(window, 'window');
  listen(document, 'document');
});
afterEach(() => {
  widget.destroy();
  listeners.splice(0).forEach(([on, type, fn]) => on.removeEventListener(type, fn));
  vi.restoreAllMocks();
});

describe("the widget's DOM events", () => {
  it('announces availability-loaded once, when the first times are clickable, with the slots shown and the ids', async () => {
    await start();
    await vi.waitFor(() => expect(heard.filter((h) => h.on === 'window')).toHaveLength(1));
    // The slot buttons are in the dialog by the time the event is heard.
    expect(shadow()!.querySelectorAll('.rw-slot').length).toBeGreaterThan(0);
    const host = document.querySelector('[data-routewise]');
    // It bubbles from the widget's element to the document and the window: one event, heard on both.
    expect(heard).toEqual([
      {
        on: 'document',
        type: 'availability-loaded',
        detail: { slots: 3, routerId: 'r1', meetingTypeId: 'mt1', sessionId: 's1' },
        target: host,
      },
      {
        on: 'window',
        type: 'availability-loaded',
        detail: { slots: 3, routerId: 'r1', meetingTypeId: 'mt1', sessionId: 's1' },
        target: host,
      },
    ]);
    // Another month's times do not announce it again.
    button('Next month').click();
    await new Promise((r) => setTimeout(r, 20));
    expect(heard).toHaveLength(2);
  });

  it('announces booking-confirmed with the meeting, its times and host, and nothing the prospect typed', async () => {
    await start();
    await vi.waitFor(() => expect(shadow()?.querySelector('.rw-slot')).toBeTruthy());
    shadow()!.querySelector<HTMLButtonElement>('.rw-slot')!.click();
    button('Schedule meeting').click();
    await vi.waitFor(() => expect(heard.some((h) => h.type === 'booking-confirmed')).toBe(true));
    const confirmed = heard.filter((h) => h.type === 'booking-confirmed' && h.on === 'window');
    expect(confirmed).toHaveLength(1);
    expect(confirmed[0].detail).toEqual({
      meetingId: 'm1',
      start: SLOTS[0].start,
      end: SLOTS[0].end,
      hostName: 'Ursula Rep',
      routerId: 'r1',
      meetingTypeId: 'mt1',
      sessionId: 's1',
    });
    expect(JSON.stringify(confirmed[0].detail)).not.toMatch(/ada|Lovelace/i);
  });

  it('waits for times that load: a failed first load announces nothing until Try again brings them', async () => {
    let fail = true;
    await start(() =>
      fail ? json(503, { errors: [{ status: '503', code: 'unavailable', detail: 'Try again later' }] }) : json(200, { slots: SLOTS }),
    );
    await vi.waitFor(() => expect(button('Try again')).toBeTruthy());
    expect(heard).toHaveLength(0);
    fail = false;
    button('Try again').click();
    await vi.waitFor(() => expect(heard.filter((h) => h.on === 'window')).toHaveLength(1));
    expect(heard[0].detail).toMatchObject({ slots: 3, sessionId: 's1' });
  });
});

describe("the organization's theme in the widget", () => {
  it('gives the scheduler the style, mode and colour, and labels the confirm button', async () => {
    const theme = { primaryColor: '#0f766e', colorMode: 'dark', style: 'sharp', submitLabel: 'Book my demo' } as const;
    await start(undefined, { ...RESULT, theme });
    await vi.waitFor(() => expect(shadow()?.querySelector('.rw-slot')).toBeTruthy());
    const app = shadow()!.querySelector<HTMLElement>('.rw-app')!;
    expect([app.getAttribute('data-style'), app.getAttribute('data-mode'), app.style.getPropertyValue('--rw-link')]).toEqual([
      'sharp',
      'dark',
      '#0f766e',
    ]);
    shadow()!.querySelector<HTMLButtonElement>('.rw-slot')!.click();
    expect(button('Book my demo')).toBeTruthy();
  });
});
