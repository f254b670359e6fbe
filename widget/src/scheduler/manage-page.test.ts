// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ManagedBookingDto } from './api';
import { mountManagePage } from './manage-page';

const NOW = Date.parse('2026-03-02T08:00:00Z');
const SLOT_TAKEN = 'This slot has been just booked by someone else. Please choose a different one.';
const booking = (over: Partial<ManagedBookingDto> = {}): ManagedBookingDto => ({
  id: 'm1',
  start: '2026-03-09T09:00:00.000Z',
  end: '2026-03-09T09:30:00.000Z',
  status: 'scheduled',
  hostName: 'Ursula Rep',
  meetingName: 'Intro call',
  rescheduleUrl: 'https://app.test/booking/m1/reschedule?token=t',
  cancelUrl: 'https://app.test/booking/m1/cancel?token=t',
  redirectUrl: null,
  prospectTimezone: 'UTC',
  canChange: true,
  cancellationReason: null,
  ...over,
});
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

let root: HTMLElement;
const byText = (sel: string, text: string) => [...root.querySelectorAll<HTMLElement>(sel)].find((e) => e.textContent?.trim() === text);

function server(routes: Record<string, (init: RequestInit | undefined, url: URL) => Response>) {
  const calls: { url: URL; init?: RequestInit }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(input, 'https://app.test');
      calls.push({ url, init });
      const route = routes[`${init?.method ?? 'GET'} ${url.pathname}`];
      return route ? route(init, url) : json(404, { errors: [{ status: '404', code: 'not_found', detail: 'Booking not found' }] });
    }),
  );
  return calls;
}
const open = (mode: 'reschedule' | 'cancel', token: string | null = 't') =>
  mountManagePage(root, { id: 'm1', token, mode, zone: 'UTC', now: () => NOW }).ready;

beforeEach(() => {
  document.body.innerHTML = '<div id="rw-root"></div>';
  root = document.getElementById('rw-root')!;
});
afterEach(() => vi.unstubAllGlobals());

describe('manage pages', () => {
  it('names the meeting by its type, as the confirmation page does, on both pages', async () => {
    server({ 'GET /api/public/bookings/m1': () => json(200, { data: booking() }) });
    await open('cancel');
    expect(root.textContent).toContain('Intro call (30 min)');
    expect(root.textContent).not.toContain('Pat and Ursula');
    await open('reschedule');
    expect([...root.querySelectorAll('.rw-meta li')].map((li) => li.textContent)).toContain('Intro call');
  });

  it('lists who else is invited: team members who join, then outside guests', async () => {
    server({ 'GET /api/public/bookings/m1': () => json(200, { data: booking({ guests: ['Sam Engineer', 'cfo@prospect.test'] }) }) });
    await open('cancel');
    const row = [...root.querySelectorAll('.rw-details > div')].find((d) => d.querySelector('dt')?.textContent === 'Guests');
    expect(row?.querySelector('dd')?.textContent).toBe('Sam Engineer, cfo@prospect.test');
    server({ 'GET /api/public/bookings/m1': () => json(200, { data: booking({ guests: [] }) }) });
    await open('cancel');
    expect(root.textContent).not.toContain('Guests');
  });

  it('says a link without a token, or with a wrong one, is not valid', async () => {
    server({});
    await open('cancel', null);
    expect(root.querySelector('h1')!.textContent).toBe('This link is not valid');
    await open('reschedule', 'wrong');
    expect(root.querySelector('h1')!.textContent).toBe('This link is not valid');
  });

  it('shows a cancelled meeting with its reason, and one that can no longer change', async () => {
    server({
      'GET /api/public/bookings/m1': () =>
        json(200, { data: booking({ status: 'cancelled', canChange: false, cancellationReason: 'Found another time' }) }),
    });
    await open('reschedule');
    expect(root.querySelector('h1')!.textContent).toBe('This meeting has been cancelled');
    expect(root.textContent).toContain('Reason: Found another time');
    expect(root.querySelector('.rw-slot')).toBeNull();

    server({ 'GET /api/public/bookings/m1': () => json(200, { data: booking({ canChange: false }) }) });
    await open('cancel');
    expect(root.querySelector('h1')!.textContent).toBe('This meeting can no longer be changed');
    expect(root.textContent).toContain('This meeting has already started and can no longer be changed');
    expect(root.querySelector('textarea')).toBeNull();
  });

  it('cancels only with a reason', async () => {
    const calls = server({
      'GET /api/public/bookings/m1': () => json(200, { data: booking() }),
      'POST /api/public/bookings/m1/cancel': () => json(200, { data: booking({ status: 'cancelled', cancellationReason: 'Busy' }) }),
    });
    await open('cancel');
    expect(root.textContent).toContain('Monday, March 9, 2026');
    byText('button', 'Cancel meeting')!.click();
    const reason = root.querySelector('textarea')!;
    expect(root.textContent).toContain('Cancellation reason is required');
    expect(reason.getAttribute('aria-invalid')).toBe('true');
    expect(calls.some((c) => c.init?.method === 'POST')).toBe(false);
    reason.value = 'Busy';
    byText('button', 'Cancel meeting')!.click();
    await vi.waitFor(() => expect(root.querySelector('h1')!.textContent).toBe('Meeting cancelled'));
    expect(JSON.parse(String(calls.find((c) => c.init?.method === 'POST')!.init!.body))).toEqual({ token: 't', reason: 'Busy' });
  });

  it('reschedules to a picked slot, and a taken one sends the visitor back to fresh slots', async () => {
    let slotCalls = 0;
    let posts = 0;
    const free = [
      { start: '2026-03-09T09:00:00.000Z', end: '2026-03-09T09:30:00.000Z' },
      { start: '2026-03-10T10:00:00.000Z', end: '2026-03-10T10:30:00.000Z' },
      { start: '2026-03-10T11:00:00.000Z', end: '2026-03-10T11:30:00.000Z' },
    ];
    const calls = server({
      'GET /api/public/bookings/m1': () => json(200, { data: booking() }),
      'GET /api/public/bookings/m1/slots': () => json(200, { slots: ++slotCalls === 1 ? free : [free[0], free[2]] }),
      'POST /api/public/bookings/m1/reschedule': (init) => {
        if (++posts === 1) return json(409, { errors: [{ status: '409', code: 'slot_taken', detail: SLOT_TAKEN }] });
        const start = JSON.parse(String(init!.body)).start;
        return json(200, { data: booking({ start, end: new Date(Date.parse(start) + 1_800_000).toISOString() }) });
      },
    });
    await open('reschedule');
    await vi.waitFor(() => expect(root.querySelector('.rw-slot')).not.toBeNull());
    // The booking's own time is not offered: the first day with another time opens.
    expect(root.querySelector('[aria-pressed="true"].rw-day')!.getAttribute('data-day')).toBe('2026-03-10');
    byText('.rw-slot', '10:00 AM')!.click();
    byText('button', 'Confirm reschedule')!.click();
    await vi.waitFor(() => expect(root.textContent).toContain(SLOT_TAKEN));
    await vi.waitFor(() => expect([...root.querySelectorAll('.rw-slot')].map((b) => b.textContent)).toEqual(['11:00 AM']));
    byText('.rw-slot', '11:00 AM')!.click();
    byText('button', 'Confirm reschedule')!.click();
    await vi.waitFor(() => expect(root.querySelector('h1')!.textContent).toBe('Meeting rescheduled'));
    expect(root.textContent).toContain('11:00 AM – 11:30 AM');
    const keys = calls.filter((c) => c.init?.method === 'POST').map((c) => (c.init!.headers as Record<string, string>)['idempotency-key']);
    expect(keys).toHaveLength(2);
    expect(keys[0]).not.toBe(keys[1]);
    expect(calls.find((c) => c.url.pathname.endsWith('/slots'))!.url.searchParams.get('token')).toBe('t');
  });
});
