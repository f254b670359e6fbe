// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicRelayLinkDto, RelaySessionDto } from '@contracts/relay-sessions';
import { mountRelayPage } from './relay-page';

const NOW = Date.parse('2026-03-02T08:00:00Z');
const ZONE = 'UTC';
const SLOT_TAKEN = 'This slot has been just booked by someone else. Please choose a different one.';

const link = (over: Partial<PublicRelayLinkDto> = {}): PublicRelayLinkDto => ({
  kind: 'relay',
  organization: { company: 'Acme Inc.', logoUrl: null },
  relayName: 'SDR handover',
  host: { name: 'Bea Booker' },
  prospect: null,
  meetingType: { name: 'Discovery call', durationMinutes: 30, slotTimeFormat: '24h' },
  theme: { primaryColor: '#0f766e', colorMode: 'dark', style: 'sharp', submitLabel: 'Book my demo' },
  meta: { title: 'Discovery call', description: '', image: null, favicon: null },
  customCode: null,
  ...over,
});

const session = (over: Partial<RelaySessionDto> = {}): RelaySessionDto => ({
  id: 's1',
  relayId: 'r1',
  relayName: 'SDR handover',
  status: 'open',
  source: 'relay_link',
  prospect: { name: 'Pat Prospect', email: 'pat@prospect.test', timezone: ZONE },
  assignee: { kind: 'user', userId: 'u2', name: 'Ravi Rep' },
  via: null,
  viaName: null,
  meetingType: { id: 't1', name: 'Discovery call', durationMinutes: 30 },
  hold: null,
  booking: null,
  expiresAt: '2026-03-02T09:00:00.000Z',
  reason: null,
  permissions: { overrideEvents: false, outsideAvailability: false, podOverride: false, roundRobinOverride: false },
  redirects: { bookedUrl: null, notBookedUrl: 'https://acme.test/missed' },
  ...over,
});

const SLOTS = [
  { start: '2026-03-09T09:00:00.000Z', end: '2026-03-09T09:30:00.000Z' },
  { start: '2026-03-09T10:00:00.000Z', end: '2026-03-09T10:30:00.000Z' },
];

type Call = { method: string; path: string; headers: Record<string, string>; body: any };
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const problem = (status: number, code: string, detail: string, pointer?: string) =>
  json(status, { errors: [{ status: String(status), code, detail, ...(pointer ? { source: { pointer } } : {}) }] });

function server(o: { link?: PublicRelayLinkDto; start?: (c: Call) => Response; book?: (c: Call) => Response }) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const path = new URL(input, 'https://app.test').pathname;
      const call = {
        method: init?.method ?? 'GET',
        path,
        headers: (init?.headers ?? {}) as Record<string, string>,
        body: init?.body ? JSON.parse(String(init.body)) : null,
      };
      calls.push(call);
      if (path === '/api/public/relay-links/tok') return json(200, { data: o.link ?? link() });
      if (path === '/api/public/relay-links/tok/sessions') return o.start ? o.start(call) : json(201, { data: session() });
      if (path === '/api/public/relay-sessions/s1/slots') return json(200, { data: SLOTS });
      if (path === '/api/public/relay-sessions/s1/bookings') return o.book!(call);
      return problem(404, 'not_found', 'nope');
    }),
  );
  return calls;
}

let root: HTMLElement;
const byText = (sel: string, text: string) => [...root.querySelectorAll<HTMLElement>(sel)].find((e) => e.textContent?.trim() === text);
const input = (label: string) =>
  root.querySelector<HTMLInputElement>(
    `#${[...root.querySelectorAll('label')].find((x) => x.firstChild?.textContent === label)!.htmlFor}`,
  )!;
const type = (el: HTMLInputElement, value: string) => {
  el.value = value;
  el.dispatchEvent(new Event('input', { bubbles: true }));
};
const open = (navigate = vi.fn()) => mountRelayPage(root, { token: 'tok', zone: ZONE, now: () => NOW, navigate, redirectSeconds: 1 });
const slotsShown = () => vi.waitFor(() => expect(root.querySelector('.rw-slot')).not.toBeNull());

beforeEach(() => {
  document.body.innerHTML = '<div id="rw-root"></div>';
  root = document.getElementById('rw-root')!;
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('relay link page', () => {
  it("asks who the prospect is, checks it as the API does, then shows the picked rep's times on the brand", async () => {
    const calls = server({});
    open();
    await vi.waitFor(() => expect(byText('h2', 'Enter your details')).toBeTruthy());
    const app = root.querySelector<HTMLElement>('.rw-app')!;
    expect([app.getAttribute('data-style'), app.getAttribute('data-mode'), app.style.getPropertyValue('--rw-link')]).toEqual([
      'sharp',
      'dark',
      '#0f766e',
    ]);
    expect(root.textContent).toContain('Bea Booker');
    expect(root.textContent).not.toContain('Add guests');
    byText('button', 'See available times')!.click();
    expect(root.textContent).toContain('First and last name required');
    expect(calls.some((c) => c.path.endsWith('/sessions'))).toBe(false);
    type(input('Name'), 'Pat Prospect');
    type(input('Email'), 'pat@prospect.test');
    byText('button', 'See available times')!.click();
    await slotsShown();
    const started = calls.find((c) => c.path.endsWith('/sessions'))!;
    expect(started.body).toMatchObject({ name: 'Pat Prospect', email: 'pat@prospect.test', timezone: ZONE });
    // The info panel now names the rep the relay picked.
    expect(root.querySelector('.rw-info')!.textContent).toContain('Ravi Rep');
    expect([...root.querySelectorAll('.rw-slot')].map((b) => b.textContent)).toEqual(['09:00', '10:00']);
  });

  it('shows the API’s field errors on the details form', async () => {
    server({ start: () => problem(422, 'invalid', 'Please enter a valid email', '/email') });
    open();
    await vi.waitFor(() => expect(byText('h2', 'Enter your details')).toBeTruthy());
    type(input('Name'), 'Pat Prospect');
    type(input('Email'), 'pat@prospect.test');
    byText('button', 'See available times')!.click();
    await vi.waitFor(() => expect(input('Email').getAttribute('aria-invalid')).toBe('true'));
    expect(root.textContent).toContain('Please enter a valid email');
  });

  it('starts a dedicated link at once, books with one Idempotency-Key and confirms with the theme’s label', async () => {
    const calls = server({
      link: link({ kind: 'dedicated', prospect: { name: 'Dana Doe', email: 'dana@doe.test' } }),
      book: (c) =>
        json(201, {
          data: session({ status: 'booked', booking: { meetingId: 'm1', start: c.body.start, end: SLOTS[0].end, hostName: 'Ravi Rep' } }),
        }),
    });
    open();
    await slotsShown();
    expect(calls.find((c) => c.path.endsWith('/sessions'))!.body).not.toHaveProperty('email');
    byText('.rw-slot', '09:00')!.click();
    expect(byText('h2', 'Confirm your meeting')).toBeTruthy();
    byText('button', 'Book my demo')!.click();
    await vi.waitFor(() => expect(byText('h1', 'Your meeting is booked')).toBeTruthy());
    const booking = calls.find((c) => c.path.endsWith('/bookings'))!;
    expect(booking.body).toEqual({ start: SLOTS[0].start });
    expect(booking.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(root.textContent).toContain('A calendar invitation has been sent to pat@prospect.test.');
    expect(root.textContent).toContain('Ravi Rep');
  });

  it("runs the organization's custom code in a scripts-only sandboxed frame and posts it the events, never the token", async () => {
    const code = '<script>window.addEventListener("message", (e) => console.log(e.data))</script>';
    const posted: unknown[] = [];
    const frameWindow = { postMessage: (m: unknown, target: string) => posted.push([m, target]) };
    const spy = vi.spyOn(HTMLIFrameElement.prototype, 'contentWindow', 'get').mockReturnValue(frameWindow as never);
    server({
      link: link({ kind: 'dedicated', customCode: code }),
      book: (c) =>
        json(201, {
          data: session({ status: 'booked', booking: { meetingId: 'm1', start: c.body.start, end: SLOTS[0].end, hostName: 'Ravi Rep' } }),
        }),
    });
    open();
    await slotsShown();
    const frame = document.querySelector<HTMLIFrameElement>('iframe.rw-custom-code')!;
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts');
    expect(frame.getAttribute('srcdoc')).toBe(code);
    expect(frame.hasAttribute('src')).toBe(false);
    frame.dispatchEvent(new Event('load'));
    byText('.rw-slot', '09:00')!.click();
    byText('button', 'Book my demo')!.click();
    await vi.waitFor(() => expect(byText('h1', 'Your meeting is booked')).toBeTruthy());
    expect(posted).toEqual([
      [{ source: 'routewise', type: 'availability-loaded', detail: { kind: 'dedicated', slots: 2 } }, '*'],
      [
        {
          source: 'routewise',
          type: 'booking-confirmed',
          detail: { kind: 'dedicated', meetingId: 'm1', start: SLOTS[0].start, end: SLOTS[0].end, hostName: 'Ravi Rep' },
        },
        '*',
      ],
    ]);
    expect(JSON.stringify(posted)).not.toContain('tok');
    spy.mockRestore();
    frame.remove();
  });

  it('adds no frame without custom code', async () => {
    server({});
    open();
    await vi.waitFor(() => expect(byText('h2', 'Enter your details')).toBeTruthy());
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('sends the prospect back to fresh times when the slot was taken meanwhile', async () => {
    server({ link: link({ kind: 'dedicated' }), book: () => problem(409, 'slot_taken', 'taken') });
    open();
    await slotsShown();
    byText('.rw-slot', '09:00')!.click();
    byText('button', 'Book my demo')!.click();
    await vi.waitFor(() => expect(root.textContent).toContain(SLOT_TAKEN));
    expect(byText('h2', 'Select a date & time')).toBeTruthy();
  });

  it('says a session that ended is over and goes on to the not-booked redirect', async () => {
    const navigate = vi.fn();
    server({ link: link({ kind: 'dedicated' }), book: () => problem(409, 'session_ended', 'This booking session has ended') });
    open(navigate);
    await slotsShown();
    byText('.rw-slot', '09:00')!.click();
    byText('button', 'Book my demo')!.click();
    await vi.waitFor(() => expect(byText('h1', 'This booking has ended')).toBeTruthy());
    expect(root.textContent).toContain('This booking session has ended');
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('https://acme.test/missed'), { timeout: 3000 });
  });

  it('shows the spec’s not-found page for a link that does not exist', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => problem(404, 'not_found', 'Relay link not found')),
    );
    open();
    await vi.waitFor(() => expect(byText('h1', 'Page not found')).toBeTruthy());
  });
});

describe('UTM attribution of a relay link session', () => {
  afterEach(() => {
    sessionStorage.clear();
    history.replaceState(null, '', '/');
  });

  it("starts the session with the page URL's utm_* parameters", async () => {
    history.replaceState(null, '', '/relay/tok?utm_campaign=spring&utm_source=ads');
    const calls = server({ link: link({ kind: 'dedicated', prospect: { name: 'Dana Doe', email: 'dana@doe.test' } }) });
    open();
    await slotsShown();
    const started = calls.find((c) => c.path.endsWith('/sessions'))!;
    expect(started.body.utm).toEqual({ source: 'ads', medium: null, campaign: 'spring', term: null, content: null });
  });

  it("sends the tab's remembered landing parameters when the page URL has none, and none when there are none", async () => {
    sessionStorage.setItem('routewise:utm', JSON.stringify({ source: 'newsletter', campaign: 'autumn' }));
    history.replaceState(null, '', '/relay/tok');
    const calls = server({ link: link({ kind: 'dedicated', prospect: { name: 'Dana Doe', email: 'dana@doe.test' } }) });
    open();
    await slotsShown();
    expect(calls.find((c) => c.path.endsWith('/sessions'))!.body.utm).toMatchObject({ source: 'newsletter', campaign: 'autumn' });
    sessionStorage.clear();
    root.innerHTML = '';
    const again = server({ link: link({ kind: 'dedicated', prospect: { name: 'Dana Doe', email: 'dana@doe.test' } }) });
    open();
    await slotsShown();
    expect(Object.values(again.find((c) => c.path.endsWith('/sessions'))!.body.utm)).toEqual([null, null, null, null, null]);
  });
});
