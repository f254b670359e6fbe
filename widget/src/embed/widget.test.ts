// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import type { PublicRouterDto, SessionStateDto, SubmissionResultDto } from '@contracts/routing-sessions';
import { detectTimezone, openingWindow } from '../scheduler/time';
// Registers window.Routewise.scheduler, as widget-scheduler.js does once the widget has loaded it.
import '../embed-scheduler';
import { registeredScheduler, type SchedulerLoader } from './loader';
import { createWidget, type Widget } from './widget';

const ORIGIN = 'https://app.routewise.test';
const NOW = Date.parse('2026-03-02T08:00:00Z');
const SLOT_TAKEN = 'This slot has been just booked by someone else. Please choose a different one.';
const SLOTS = [
  { start: '2026-03-09T15:00:00.000Z', end: '2026-03-09T15:30:00.000Z' },
  { start: '2026-03-09T15:30:00.000Z', end: '2026-03-09T16:00:00.000Z' },
];
const CONFIG: PublicRouterDto = {
  id: 'r1',
  provider: 'native',
  selector: '#demo-request',
  emailField: 'email',
  nameFields: { mode: 'split', firstName: 'first_name', lastName: 'last_name' },
  fields: ['company', 'team_size'],
  organization: { company: 'Acme Inc.', logoUrl: null },
};
const RESULT: SubmissionResultDto = {
  sessionId: 's1',
  outcome: 'not_booked',
  assignee: { kind: 'user', name: 'Ursula Rep', avatarUrl: null },
  redirectUrl: null,
  meetingType: { id: 'mt1', name: 'Discovery call', durationMinutes: 30, slotTimeFormat: '12h', description: '' },
  prospect: { name: 'Ada Lovelace', email: 'ada@prospect.test' },
  organization: { company: 'Acme Inc.', logoUrl: null },
};
const FORM = `<form id="demo-request" action="/thank-you.html" method="post">
  <input name="first_name" value="Ada"><input name="last_name" value="Lovelace"><input name="email" value="ada@prospect.test">
  <input name="company" value="Prospect Ltd"><select name="team_size"><option selected>11-50</option></select>
  <input type="hidden" name="csrf" value="t0k3n"><button type="submit">Request a demo</button></form>`;

type Call = { method: string; url: URL; headers: Record<string, string>; body: any };
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
const booked = (call: Call, redirectUrl: string | null = null) =>
  json(201, {
    data: {
      id: 'm1',
      start: call.body.start,
      end: SLOTS[0].end,
      status: 'scheduled',
      hostName: 'Ursula Rep',
      meetingName: 'Discovery call',
      rescheduleUrl: `${ORIGIN}/r`,
      cancelUrl: `${ORIGIN}/c`,
      redirectUrl,
    },
  });

let calls: Call[];
let widget: Widget;
let navigate: Mock<(url: string) => void>;

/** A fake app: the public router API under ORIGIN; anything else is the host site's own backend. */
function start(
  o: {
    result?: Partial<SubmissionResultDto> | (() => Response);
    book?: (c: Call) => Response;
    close?: SubmissionResultDto['redirectUrl'];
    state?: () => SessionStateDto;
    config?: Partial<PublicRouterDto>;
    loadScheduler?: SchedulerLoader;
    now?: number;
  } = {},
) {
  calls = [];
  const fetchStub = vi.fn(async (input: string, init: RequestInit = {}) => {
    const url = new URL(input);
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : (init.body ?? null);
    const call: Call = { method: init.method ?? 'GET', url, headers: (init.headers ?? {}) as Record<string, string>, body };
    calls.push(call);
    const path = url.pathname;
    if (url.origin !== ORIGIN) return new Response(null, { status: 200 });
    if (path === '/api/public/routers/inbound') return json(200, { data: { ...CONFIG, ...o.config } });
    if (path === '/api/public/routers/inbound/submissions')
      return typeof o.result === 'function' ? o.result() : json(201, { data: { ...RESULT, ...o.result } });
    if (path === '/api/public/routing-sessions/s1/slots') return json(200, { slots: SLOTS });
    if (path === '/api/public/routing-sessions/s1/bookings') return o.book!(call);
    if (path === '/api/public/routing-sessions/s1' && o.state) return json(200, { data: o.state() });
    if (path === '/api/public/routing-sessions/s1/close')
      return json(200, { data: { outcome: 'not_booked', redirectUrl: o.close ?? null } });
    return json(404, { errors: [{ status: '404', code: 'not_found', detail: 'Not found' }] });
  });
  navigate = vi.fn<(url: string) => void>();
  widget = createWidget({
    routerId: 'inbound',
    origin: ORIGIN,
    fetch: fetchStub,
    navigate,
    now: () => o.now ?? NOW,
    loadScheduler: o.loadScheduler,
  });
  return widget.ready;
}

const shadow = () => document.querySelector('[data-routewise]')?.shadowRoot ?? null;
const inModal = <T extends HTMLElement = HTMLElement>(sel: string) => shadow()?.querySelector<T>(sel) ?? null;
const buttonIn = (text: string) => [...shadow()!.querySelectorAll<HTMLButtonElement>('button')].find((b) => b.textContent?.trim() === text);
const api = (suffix: string) => calls.filter((c) => c.url.origin === ORIGIN && c.url.pathname.endsWith(suffix));
const requestDemo = () => document.querySelector<HTMLButtonElement>('#demo-request button')!.click();
const slotsShown = () => vi.waitFor(() => expect(inModal('.rw-slot')).not.toBeNull());

beforeEach(() => {
  document.body.innerHTML = FORM;
  history.replaceState(null, '', '/pricing?utm_source=google&utm_campaign=spring');
});
afterEach(() => {
  widget.destroy();
  vi.restoreAllMocks();
});

describe('the embedded widget', () => {
  it('loads the router, sends the mapped answers with attribution, and sends a disqualified prospect to the redirect URL', async () => {
    await start({ result: { outcome: 'disqualified', assignee: null, meetingType: null, redirectUrl: 'https://acme.test/sorry' } });
    expect(api('/routers/inbound')).toHaveLength(1);
    expect(document.getElementById('demo-request')!.getAttribute('data-routewise-router')).toBe('r1');
    requestDemo();
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('https://acme.test/sorry'));
    const [submission] = api('/submissions');
    expect(submission.method).toBe('POST');
    expect(submission.url.searchParams.get('idempotencyKey')).toMatch(/^[0-9a-f-]{36}$/);
    // A CORS simple request: no header a browser would ask the app about first (no preflight).
    expect(submission.headers).toEqual({ accept: 'application/json', 'content-type': 'text/plain;charset=UTF-8' });
    expect(submission.body).toEqual({
      answers: { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@prospect.test', company: 'Prospect Ltd', team_size: '11-50' },
      pageUrl: 'http://localhost:3000/pricing?utm_source=google&utm_campaign=spring',
      referrer: null,
      utm: { source: 'google', medium: null, campaign: 'spring', term: null, content: null },
      timezone: detectTimezone(),
      // The scheduler's opening month: the rest of March in the visitor's zone.
      slotsWindow: openingWindow(detectTimezone(), NOW),
    });
    expect(submission.body.slotsWindow.from).toBe('2026-03-02T08:00:00.000Z');
    // The held native form still reached the site's own backend, in the background.
    const resent = calls.find((c) => c.url.pathname === '/thank-you.html')!;
    expect(resent.method).toBe('POST');
    expect(String(resent.body)).toContain('csrf=t0k3n');
    expect(shadow()).toBeNull();
  });

  it('opens the scheduler for the assignee and books the chosen slot', async () => {
    await start({ book: (c) => booked(c, 'https://acme.test/welcome') });
    requestDemo();
    await slotsShown();
    const dialog = inModal('[role="dialog"]')!;
    expect(shadow()!.getElementById(dialog.getAttribute('aria-labelledby')!)!.textContent).toBe('Meet Ursula Rep');
    expect(dialog.textContent).toContain('Discovery call');
    expect(dialog.textContent).toContain('30 min');
    const slots = api('/slots')[0].url.searchParams;
    expect([slots.get('from'), slots.get('timezone')]).toEqual(['2026-03-02T08:00:00.000Z', detectTimezone()]);
    expect(document.documentElement.style.overflow).toBe('hidden');

    inModal('.rw-slot')!.click();
    buttonIn('Schedule meeting')!.click();
    await vi.waitFor(() => expect(inModal('h1')!.textContent).toBe('Your meeting is booked'));
    const [booking] = api('/bookings');
    expect(booking.body).toEqual({ start: SLOTS[0].start, timezone: detectTimezone() });
    expect(booking.url.searchParams.get('idempotencyKey')).toMatch(/^[0-9a-f-]{36}$/);
    expect(dialog.textContent).toContain('A calendar invitation has been sent to ada@prospect.test.');
    expect(dialog.textContent).toContain('Redirecting you to acme.test in 10 s');
    expect(buttonIn('Pause')).toBeDefined();
    // Booked: closing the dialog reports nothing and stops the countdown.
    buttonIn('Pause')!.click();
    inModal<HTMLButtonElement>('button[aria-label="Close"]')!.click();
    expect(shadow()).toBeNull();
    await new Promise((r) => setTimeout(r, 10));
    expect(api('/close')).toHaveLength(0);
    expect(navigate).not.toHaveBeenCalled();
  });

  it("counts down the organization's seconds after booking", async () => {
    await start({ result: { postBooking: { mode: 'countdown', seconds: 25 } }, book: (c) => booked(c, 'https://acme.test/welcome') });
    requestDemo();
    await slotsShown();
    inModal('.rw-slot')!.click();
    buttonIn('Schedule meeting')!.click();
    await vi.waitFor(() => expect(inModal('h1')!.textContent).toBe('Your meeting is booked'));
    expect(inModal('[role="dialog"]')!.textContent).toContain('Redirecting you to acme.test in 25 s');
  });

  it("stays on the confirmation with a link when the organization's setting says so", async () => {
    await start({ result: { postBooking: { mode: 'stay', seconds: 25 } }, book: (c) => booked(c, 'https://acme.test/welcome') });
    requestDemo();
    await slotsShown();
    inModal('.rw-slot')!.click();
    buttonIn('Schedule meeting')!.click();
    await vi.waitFor(() => expect(inModal('h1')!.textContent).toBe('Your meeting is booked'));
    expect(inModal('[role="dialog"]')!.textContent).not.toContain('Redirecting');
    expect(buttonIn('Pause')).toBeUndefined();
    expect(inModal<HTMLAnchorElement>('.rw-countdown a')!.href).toBe('https://acme.test/welcome');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('shows the slots that came with the routing answer without asking for them again', async () => {
    const { from, to } = openingWindow(detectTimezone(), NOW)!;
    await start({ result: { firstSlots: { from, to, timezone: detectTimezone(), slots: SLOTS } } });
    requestDemo();
    await slotsShown();
    expect(api('/slots')).toHaveLength(0);
    // The next month is asked for as usual.
    inModal<HTMLButtonElement>('button[aria-label="Next month"]')!.click();
    await vi.waitFor(() => expect(api('/slots')).toHaveLength(1));
  });

  it('near a month end, asks for the next month with the submission; an empty rest of the month jumps there with no second request', async () => {
    const late = Date.parse('2026-03-28T20:00:00Z');
    const window = openingWindow(detectTimezone(), late)!;
    const april = [{ start: '2026-04-06T15:00:00.000Z', end: '2026-04-06T15:30:00.000Z' }];
    await start({ now: late, result: { firstSlots: { ...window, timezone: detectTimezone(), slots: april } } });
    requestDemo();
    await slotsShown();
    expect(api('/submissions')[0].body.slotsWindow).toEqual(window);
    expect(api('/slots')).toHaveLength(0);
    expect(inModal('.rw-slot')!.dataset.start).toBe(april[0].start);
  });

  it('asks for the slots when those in the answer are for another zone or month', async () => {
    const { from, to } = openingWindow(detectTimezone(), NOW)!;
    const otherZone = detectTimezone() === 'Asia/Tokyo' ? 'Europe/Paris' : 'Asia/Tokyo';
    await start({ result: { firstSlots: { from, to: new Date(Date.parse(to) + 1).toISOString(), timezone: otherZone, slots: [] } } });
    requestDemo();
    await slotsShown();
    expect(api('/slots')).toHaveLength(1);
  });

  it('shows "Meet the … team" for a team', async () => {
    await start({ result: { assignee: { kind: 'team', name: 'Sales', memberCount: 3 } } });
    requestDemo();
    await slotsShown();
    expect(inModal('h1')!.textContent).toBe('Meet the Sales team');
  });

  it('sends a taken slot back to fresh slots, and keeps the key only for a retry of the same slot', async () => {
    const answers = [
      () => json(409, { errors: [{ status: '409', code: 'slot_taken', detail: SLOT_TAKEN }] }),
      () => json(503, { errors: [{ status: '503', code: 'unavailable', detail: 'Try again' }] }),
      (c: Call) => booked(c),
    ];
    await start({ book: (c) => answers.shift()!(c) });
    requestDemo();
    await slotsShown();
    inModal('.rw-slot')!.click();
    buttonIn('Schedule meeting')!.click();
    await vi.waitFor(() => expect(inModal('.rw-banner')!.textContent).toBe(SLOT_TAKEN));
    await vi.waitFor(() => expect(api('/slots')).toHaveLength(2));
    await slotsShown();
    shadow()!.querySelectorAll<HTMLElement>('.rw-slot')[1].click();
    buttonIn('Schedule meeting')!.click();
    await vi.waitFor(() => expect(inModal('.rw-banner')!.textContent).toBe('Try again'));
    buttonIn('Schedule meeting')!.click();
    await vi.waitFor(() => expect(inModal('h1')!.textContent).toBe('Your meeting is booked'));
    const [taken, failed, retried] = api('/bookings');
    expect(failed.body.start).toBe(SLOTS[1].start);
    expect(failed.url.searchParams.get('idempotencyKey')).not.toBe(taken.url.searchParams.get('idempotencyKey'));
    expect(retried.url.searchParams.get('idempotencyKey')).toBe(failed.url.searchParams.get('idempotencyKey'));
  });

  it('closing without booking posts /close, restores the page, and follows the redirect it names', async () => {
    await start({ close: 'https://acme.test/resources' });
    requestDemo();
    await slotsShown();
    inModal<HTMLButtonElement>('button[aria-label="Close"]')!.click();
    expect(shadow()).toBeNull();
    expect(document.documentElement.style.overflow).toBe('');
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('https://acme.test/resources'));
    expect(api('/close')[0].method).toBe('POST');
  });

  describe('when the not-booked wait redistributes a prospect still in the scheduler', () => {
    const DUE = new Date(NOW + 5 * 60_000).toISOString();
    const CALL_YOU = 'https://acme.test/we-will-call-you?email=ada%40prospect.test';
    const waiting: SessionStateDto = { outcome: 'pending', redistributed: false, redistributeAt: DUE, redirectUrl: null };
    const redistributed: SessionStateDto = { outcome: 'not_booked', redistributed: true, redistributeAt: null, redirectUrl: CALL_YOU };
    const asked = () => api('/routing-sessions/s1');
    beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] }));
    afterEach(() => vi.useRealTimers());

    it('asks once the wait is over, again while it is still to run, then closes the scheduler and sends them to the redirect', async () => {
      const answers = [waiting, redistributed];
      await start({ result: { redistributeAt: DUE }, state: () => answers.shift()! });
      requestDemo();
      await slotsShown();
      await vi.advanceTimersByTimeAsync(5 * 60_000 - 1000);
      expect(asked()).toHaveLength(0);
      await vi.advanceTimersByTimeAsync(10_000);
      expect(asked()).toHaveLength(1);
      expect(navigate).not.toHaveBeenCalled();
      expect(shadow()).not.toBeNull();
      await vi.advanceTimersByTimeAsync(30_000);
      await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith(CALL_YOU));
      expect(asked()).toHaveLength(2);
      expect(shadow()).toBeNull();
      expect(api('/close')).toHaveLength(0);
    });

    it('a booking refused as redistributed asks at once and goes there', async () => {
      await start({
        result: { redistributeAt: DUE },
        state: () => redistributed,
        book: () => json(409, { errors: [{ status: '409', code: 'session_redistributed', detail: 'This prospect was redistributed' }] }),
      });
      requestDemo();
      await slotsShown();
      inModal('.rw-slot')!.click();
      buttonIn('Schedule meeting')!.click();
      await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith(CALL_YOU));
      expect(shadow()).toBeNull();
    });

    it('never asks for a prospect who booked, nor for a router without redistribution', async () => {
      await start({ result: { redistributeAt: DUE }, state: () => redistributed, book: (c) => booked(c) });
      requestDemo();
      await slotsShown();
      inModal('.rw-slot')!.click();
      buttonIn('Schedule meeting')!.click();
      await vi.waitFor(() => expect(inModal('h1')!.textContent).toBe('Your meeting is booked'));
      await vi.advanceTimersByTimeAsync(10 * 60_000);
      expect(asked()).toHaveLength(0);
      widget.destroy();
      await start({ result: { redistributeAt: null }, state: () => redistributed });
      requestDemo();
      await slotsShown();
      await vi.advanceTimersByTimeAsync(60 * 60_000);
      expect(asked()).toHaveLength(0);
      expect(navigate).not.toHaveBeenCalled();
    });
  });

  it('lets a held native form go its own way when routing fails', async () => {
    const native = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
    await start({ result: () => json(500, { errors: [{ status: '500', code: 'internal', detail: 'Boom' }] }) });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    requestDemo();
    await vi.waitFor(() => expect(native).toHaveBeenCalledTimes(1));
    expect(calls.some((c) => c.url.pathname === '/thank-you.html')).toBe(false);
    expect(shadow()).toBeNull();
  });

  it('leaves a form the page submits itself alone, and still opens the scheduler', async () => {
    document.getElementById('demo-request')!.addEventListener('submit', (e) => e.preventDefault());
    await start();
    requestDemo();
    await slotsShown();
    expect(calls.some((c) => c.url.pathname === '/thank-you.html')).toBe(false);
  });

  it('prefetches the scheduler when the prospect starts on the mapped form, and when the page is idle', async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (fn: () => void) => idle.push(fn));
    const load = vi.fn<SchedulerLoader>(() => Promise.reject(new Error('offline')));
    await start({ loadScheduler: load });
    vi.unstubAllGlobals();
    expect(load).not.toHaveBeenCalled();
    document.querySelector<HTMLInputElement>('#demo-request [name="email"]')!.focus();
    expect(load).toHaveBeenCalledTimes(1);
    document.querySelector<HTMLInputElement>('#demo-request [name="company"]')!.focus();
    expect(load).toHaveBeenCalledTimes(1);
    expect(idle).toHaveLength(1);
    idle[0]();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('when the scheduler cannot load, ends the session unbooked and follows the redirect the server names', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await start({ loadScheduler: () => Promise.reject(new Error('timed out')), close: 'https://acme.test/resources' });
    requestDemo();
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('https://acme.test/resources'));
    expect(api('/close')[0].method).toBe('POST');
    // Leaving: the held native form still reached the site's own backend, in the background.
    expect(calls.some((c) => c.url.pathname === '/thank-you.html')).toBe(true);
    expect(shadow()).toBeNull();
  });

  it('when the scheduler cannot load and there is nowhere to go, lets the held form go its own way', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const native = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
    await start({ loadScheduler: () => Promise.reject(new Error('timed out')) });
    requestDemo();
    await vi.waitFor(() => expect(native).toHaveBeenCalledTimes(1));
    expect(api('/close')).toHaveLength(1);
    expect(navigate).not.toHaveBeenCalled();
    expect(shadow()).toBeNull();
    // Nothing is left held: the next submission is routed (and tries the scheduler) again.
    expect(await widget.command('submit', { email: 'pat@prospect.test' })).toBe('failed');
    expect(api('/submissions')).toHaveLength(2);
  });

  it('holds the submission until a slow scheduler arrives, then opens it', async () => {
    let arrive!: () => void;
    const loaded = new Promise<void>((r) => (arrive = r));
    await start({ loadScheduler: () => loaded.then(() => registeredScheduler(window)!) });
    requestDemo();
    await vi.waitFor(() => expect(api('/submissions')).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 10));
    const form = document.getElementById('demo-request')!;
    expect(form.getAttribute('aria-busy')).toBe('true');
    expect(shadow()).toBeNull();
    arrive();
    await slotsShown();
    expect(form.hasAttribute('aria-busy')).toBe(false);
  });

  it('takes commands: submit with answers, open with the mapped form, close', async () => {
    await start({ config: { provider: 'custom', fields: [] } });
    expect(await widget.command('submit', { email: 'pat@prospect.test', size: 5 })).toBe('scheduler');
    expect(api('/submissions')[0].body.answers).toEqual({ email: 'pat@prospect.test', size: '5' });
    await widget.command('close');
    await vi.waitFor(() => expect(api('/close')).toHaveLength(1));
    expect(await widget.command('open')).toBe('scheduler');
    expect(api('/submissions')[1].body.answers.email).toBe('ada@prospect.test');
    expect(await widget.command('submit', { email: 'x@y.test' })).toBe('ignored');
  });
});
