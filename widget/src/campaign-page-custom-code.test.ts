// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicCampaignDto } from '@contracts/campaign';
import type { SubmissionResultDto } from '@contracts/routing-sessions';
import { mountCampaignPage } from './campaign-page';

// The organization's custom code (Settings -> Meeting -> Custom code) on a campaign router link's page.
const NOW = Date.parse('2026-03-02T08:00:00Z');
const CODE = '<script>window.addEventListener("message", (e) => console.log(e.data))</script>';
const SLOTS = [
  { start: '2026-03-09T09:00:00.000Z', end: '2026-03-09T09:30:00.000Z' },
  { start: '2026-03-09T10:00:00.000Z', end: '2026-03-09T10:30:00.000Z' },
];

const campaign = (customCode: string | null): PublicCampaignDto => ({
  id: 'cr_1',
  name: 'Spring',
  organization: { company: 'Acme Inc.', logoUrl: null },
  meetingType: { name: 'Product demo', durationMinutes: 30, description: '' },
  questions: [{ id: 'email', label: 'Email', placeholder: '', type: 'text', options: [], required: true, phone: false }],
  consent: { enabled: false, text: '' },
  submitLabel: 'Next',
  defaultCountryCode: 'US',
  page: { position: 'center', showProfileInfo: true, showLogo: true, asset: null },
  theme: { primaryColor: '#4f46e5', colorMode: 'light', style: 'light_default', submitLabel: 'Schedule meeting' },
  meta: { title: 'Spring', description: 'Acme', image: null, favicon: null },
  customCode,
});

const routed: SubmissionResultDto = {
  sessionId: 's1',
  outcome: 'not_booked',
  assignee: { kind: 'user', name: 'Ursula Rep', avatarUrl: null },
  redirectUrl: null,
  meetingType: { id: 't1', name: 'Product demo', durationMinutes: 30, slotTimeFormat: '24h', description: '' },
  prospect: { name: '', email: 'pat@prospect.test' },
  organization: { company: 'Acme Inc.', logoUrl: null },
};

const json = (status: number, data: unknown) =>
  new Response(JSON.stringify({ data }), { status, headers: { 'content-type': 'application/json' } });

function server(customCode: string | null) {
  return vi.fn(async (input: string, init?: RequestInit) => {
    const path = new URL(input).pathname;
    if (path === '/api/public/campaigns/acme/spring') return json(200, campaign(customCode));
    if (path === '/api/public/campaigns/acme/spring/submissions') return json(201, routed);
    if (path === '/api/public/routing-sessions/s1/slots') return json(200, { slots: SLOTS });
    if (path === '/api/public/routing-sessions/s1/bookings') {
      const start = JSON.parse(String(init!.body)).start as string;
      return json(201, {
        id: 'm1',
        start,
        end: SLOTS[0].end,
        status: 'scheduled',
        hostName: 'Ursula Rep',
        meetingName: 'Product demo',
        rescheduleUrl: 'https://app.test/booking/m1/reschedule?token=t',
        cancelUrl: 'https://app.test/booking/m1/cancel?token=t',
        redirectUrl: null,
      });
    }
    return new Response(JSON.stringify({ errors: [{ status: '404', code: 'not_found', detail: 'nope' }] }), { status: 404 });
  });
}

let root: HTMLElement;
const byText = (sel: string, text: string) => [...root.querySelectorAll<HTMLElement>(sel)].find((e) => e.textContent?.trim() === text);
// The link carries the prospect's e-mail: the page routes at once and shows the rep's times.
const open = (customCode: string | null) =>
  mountCampaignPage(root, { org: 'acme', slug: 'spring', fetch: server(customCode), zone: 'UTC', now: () => NOW, navigate: vi.fn() }).ready;

beforeEach(() => {
  history.replaceState(null, '', '/c/acme/spring?email=pat%40prospect.test');
  document.body.innerHTML = '<div id="rw-root"></div>';
  root = document.getElementById('rw-root')!;
});
afterEach(() => vi.restoreAllMocks());

describe('the campaign page with custom code', () => {
  it("runs the organization's custom code in a scripts-only sandboxed frame and posts it the booking events", async () => {
    const posted: unknown[] = [];
    const frameWindow = { postMessage: (m: unknown, target: string) => posted.push([m, target]) };
    vi.spyOn(HTMLIFrameElement.prototype, 'contentWindow', 'get').mockReturnValue(frameWindow as never);
    await open(CODE);
    const frame = document.querySelector<HTMLIFrameElement>('iframe.rw-custom-code')!;
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts');
    expect(frame.getAttribute('srcdoc')).toBe(CODE);
    expect(frame.hasAttribute('src')).toBe(false);
    frame.dispatchEvent(new Event('load'));
    await vi.waitFor(() => expect(byText('.rw-slot', '09:00')).toBeTruthy());
    byText('.rw-slot', '09:00')!.click();
    byText('button', 'Schedule meeting')!.click();
    await vi.waitFor(() => expect(root.querySelector('h1')!.textContent).toBe('Your meeting is booked'));
    expect(posted).toEqual([
      [{ source: 'routewise', type: 'availability-loaded', detail: { slug: 'spring', slots: 2 } }, '*'],
      [
        {
          source: 'routewise',
          type: 'booking-confirmed',
          detail: { slug: 'spring', meetingId: 'm1', start: SLOTS[0].start, end: SLOTS[0].end, hostName: 'Ursula Rep' },
        },
        '*',
      ],
    ]);
    // One frame for the page, however many views it draws.
    expect(document.querySelectorAll('iframe')).toHaveLength(1);
  });

  it('adds no frame without custom code', async () => {
    await open(null);
    await vi.waitFor(() => expect(byText('.rw-slot', '09:00')).toBeTruthy());
    expect(document.querySelector('iframe')).toBeNull();
  });
});
