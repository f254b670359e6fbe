// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicLinkDto } from '@contracts/booking';
import { mountLinkPage } from './link-page';

const NOW = Date.parse('2026-03-02T08:00:00Z');
const ZONE = 'Asia/Kathmandu';
const SLOT_TAKEN = 'This slot has been just booked by someone else. Please choose a different one.';

const link = (over: Partial<PublicLinkDto['meetingType']> = {}, redirectUrl: string | null = null): PublicLinkDto => ({
  slug: 'intro',
  name: 'Intro',
  kind: 'personal',
  host: { name: 'Ursula Rep', avatarUrl: null },
  organization: { company: 'Acme Inc.', logoUrl: null },
  meetingType: {
    name: 'Intro call',
    description: 'Let us talk.',
    durationMinutes: 30,
    locationType: 'video',
    slotTimeFormat: '12h',
    layout: 'columns',
    color: '#4f46e5',
    greetingText: 'Hi!',
    dayVisibility: 'all_days',
    ...over,
  },
  questions: [
    { id: 'size', type: 'radiobutton', question: 'Team size', placeholder: '', options: ['1-10', '11-50'], required: true, crmField: null },
    { id: 'notes', type: 'long_answer', question: 'Notes', placeholder: '', options: [], required: false, crmField: null },
  ],
  appearance: { linkColor: '#0f766e', buttonColor: '#0f766e', language: 'en' },
  redirectUrl,
  meta: { title: 'Intro', description: '', image: null, favicon: null },
  theme: { primaryColor: '#4f46e5', colorMode: 'light', style: 'light_default', submitLabel: 'Schedule meeting' },
  postBooking: { mode: 'countdown', seconds: 10 },
  customCode: null,
});

// 09:00 and 09:30 in Kathmandu on Monday 9 March; 10:00 on Tuesday 10 March.
const SLOTS = [
  { start: '2026-03-09T03:15:00.000Z', end: '2026-03-09T03:45:00.000Z' },
  { start: '2026-03-09T03:45:00.000Z', end: '2026-03-09T04:15:00.000Z' },
  { start: '2026-03-10T04:15:00.000Z', end: '2026-03-10T04:45:00.000Z' },
];

type Call = { method: string; url: URL; headers: Record<string, string>; body: any };
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function server(opts: { link?: PublicLinkDto; bookings?: (call: Call) => Response | Promise<Response>; slots?: () => typeof SLOTS }) {
  const calls: Call[] = [];
  const fetchStub = vi.fn(async (input: string, init?: RequestInit) => {
    const url = new URL(input, 'https://app.test');
    const call: Call = {
      method: init?.method ?? 'GET',
      url,
      headers: (init?.headers ?? {}) as Record<string, string>,
      body: init?.body ? JSON.parse(String(init.body)) : null,
    };
    calls.push(call);
    if (url.pathname === '/api/public/links/intro') return json(200, { data: opts.link ?? link() });
    if (url.pathname === '/api/public/links/intro/slots') return json(200, { slots: opts.slots ? opts.slots() : SLOTS });
    if (url.pathname === '/api/public/links/intro/bookings') return opts.bookings!(call);
    return json(404, { errors: [{ status: '404', code: 'not_found', detail: 'nope' }] });
  });
  vi.stubGlobal('fetch', fetchStub);
  return calls;
}

const booked = (call: Call) =>
  json(201, {
    data: {
      id: 'm1',
      start: call.body.start,
      end: new Date(Date.parse(call.body.start) + 30 * 60_000).toISOString(),
      status: 'scheduled',
      hostName: 'Ursula Rep',
      meetingName: 'Intro call',
      rescheduleUrl: 'https://app.test/booking/m1/reschedule?token=t',
      cancelUrl: 'https://app.test/booking/m1/cancel?token=t',
      redirectUrl: null,
    },
  });

let root: HTMLElement;
const $ = <T extends Element = HTMLElement>(sel: string) => root.querySelector<T>(sel);
const byText = (sel: string, text: string) => [...root.querySelectorAll<HTMLElement>(sel)].find((e) => e.textContent?.trim() === text);
const input = (label: string) => {
  const l = [...root.querySelectorAll('label')].find((x) => x.firstChild?.textContent === label)!;
  return root.querySelector<HTMLInputElement>(`#${l.htmlFor}`)!;
};
const type = (el: HTMLInputElement | HTMLTextAreaElement, value: string) => {
  el.value = value;
  el.dispatchEvent(new Event('input', { bubbles: true }));
};

async function open(over?: Parameters<typeof mountLinkPage>[1]) {
  const page = mountLinkPage(root, { slug: 'intro', zone: ZONE, now: () => NOW, navigate: vi.fn(), ...over });
  await page.ready;
  await vi.waitFor(() => expect(root.querySelector('.rw-slot')).not.toBeNull());
}

async function pickAndFill(time = '9:00 AM') {
  byText('.rw-slot', time)!.click();
  type(input('Name'), 'Pat Prospect');
  type(input('Email'), 'pat@prospect.test');
  root.querySelector<HTMLInputElement>('input[type=radio][value="11-50"]')!.click();
}
const submit = () => byText('button', 'Schedule meeting')!.click();

beforeEach(() => {
  document.body.innerHTML = '<div id="rw-root"></div>';
  root = document.getElementById('rw-root')!;
});
afterEach(() => vi.unstubAllGlobals());

describe('booking page', () => {
  it('shows the link, opens on the first day with slots and lists its times in the visitor’s zone', async () => {
    const calls = server({});
    await open();
    expect($('h1')!.textContent).toBe('Intro call');
    expect(root.textContent).toContain('Ursula Rep');
    expect(root.textContent).toContain('30 min');
    expect($('[aria-pressed="true"].rw-day')!.getAttribute('data-day')).toBe('2026-03-09');
    expect([...root.querySelectorAll('.rw-slot')].map((b) => b.textContent)).toEqual(['9:00 AM', '9:30 AM']);
    // Fetched once, alongside the link.
    expect(calls.filter((c) => c.url.pathname.endsWith('/slots'))).toHaveLength(1);
    const q = calls.find((c) => c.url.pathname.endsWith('/slots'))!.url.searchParams;
    expect([q.get('from'), q.get('to'), q.get('timezone')]).toEqual(['2026-03-02T08:00:00.000Z', '2026-03-31T18:15:00.000Z', ZONE]);
    expect($('.rw-app')!.style.getPropertyValue('--rw-link')).toBe('#0f766e');
  });

  it('promises a video call only when the server says a link will be made', async () => {
    server({});
    await open();
    expect($('.rw-meta')!.textContent).toContain('Video conferencing');
    server({ link: link({ locationType: 'none' }) });
    await open();
    expect($('.rw-meta')!.textContent).not.toMatch(/Video|location|Phone/);
  });

  it('uses the 24h format and shows only days with slots when the meeting type says so', async () => {
    server({ link: link({ slotTimeFormat: '24h', dayVisibility: 'available_days', layout: 'rows' }) });
    await open();
    expect($('.rw-grid')).toBeNull();
    expect([...root.querySelectorAll('.rw-daychip')].map((b) => b.getAttribute('data-day'))).toEqual(['2026-03-09', '2026-03-10']);
    byText('.rw-daychip', 'Tue, Mar 101 time')!.click();
    expect([...root.querySelectorAll('.rw-slot')].map((b) => b.textContent)).toEqual(['10:00']);
    expect($('.rw-picker')!.getAttribute('data-layout')).toBe('rows');
  });

  it('moves through the day grid with the arrow keys', async () => {
    server({});
    await open();
    const day = $<HTMLButtonElement>('[data-day="2026-03-09"]')!;
    day.focus();
    day.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
    expect(document.activeElement?.getAttribute('data-day')).toBe('2026-03-10');
    (document.activeElement as HTMLElement).dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true }));
    expect(document.activeElement?.getAttribute('data-day')).toBe('2026-03-17');
    expect(root.querySelectorAll('.rw-day[tabindex="0"]')).toHaveLength(1);
  });

  it('shows each validation message next to its field', async () => {
    const calls = server({ bookings: booked });
    await open();
    byText('.rw-slot', '9:30 AM')!.click();
    type(input('Email'), 'pat@');
    submit();
    const errorOf = (el: Element) => root.querySelector(`#${el.getAttribute('aria-describedby')!.split(' ').pop()}`)!.textContent;
    expect(errorOf(input('Name'))).toBe('First and last name required');
    expect(errorOf(input('Email'))).toBe('Please enter a valid email');
    expect(input('Name').getAttribute('aria-invalid')).toBe('true');
    expect(root.querySelector('fieldset')!.textContent).toContain('Required field');
    expect(document.activeElement).toBe(input('Name'));
    root.querySelector<HTMLButtonElement>('[aria-controls$="-guestbox"]')!.click();
    type(input('Guest emails'), 'friend@ok.test, not-an-email');
    type(input('Name'), 'Pat');
    type(input('Email'), 'pat@prospect.test');
    root.querySelector<HTMLInputElement>('input[type=radio][value="1-10"]')!.click();
    submit();
    expect(errorOf(input('Guest emails'))).toBe('Please enter a valid guest email');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it("moves on to the next month when the taken slot was its month's last", async () => {
    const lastOfMarch = { start: '2026-03-31T03:15:00.000Z', end: '2026-03-31T03:45:00.000Z' };
    const april = { start: '2026-04-06T03:15:00.000Z', end: '2026-04-06T03:45:00.000Z' };
    let taken = false;
    server({
      // The month's window decides: March answers its one slot until it is taken, April its own.
      slots: () => [...(taken ? [] : [lastOfMarch]), april],
      bookings: () => {
        taken = true;
        return json(409, { errors: [{ status: '409', code: 'slot_taken', detail: SLOT_TAKEN, source: { pointer: '/start' } }] });
      },
    });
    await open();
    $<HTMLElement>('.rw-slot')!.click();
    type(input('Name'), 'Pat Prospect');
    type(input('Email'), 'pat@prospect.test');
    root.querySelector<HTMLInputElement>('input[type=radio][value="11-50"]')!.click();
    submit();
    await vi.waitFor(() => expect(root.textContent).toContain(SLOT_TAKEN));
    await vi.waitFor(() => expect($<HTMLElement>('.rw-slot')?.dataset.start).toBe(april.start));
    expect(root.textContent).toContain('April 2026');
  });

  it('sends a taken slot back to fresh slots with the spec message, and books with a new key', async () => {
    let slotCalls = 0;
    let posts = 0;
    const calls = server({
      slots: () => (++slotCalls === 1 ? SLOTS : SLOTS.slice(1)),
      bookings: (call) =>
        ++posts === 1
          ? json(409, { errors: [{ status: '409', code: 'slot_taken', detail: SLOT_TAKEN, source: { pointer: '/start' } }] })
          : booked(call),
    });
    await open();
    await pickAndFill('9:00 AM');
    submit();
    await vi.waitFor(() => expect(root.textContent).toContain(SLOT_TAKEN));
    await vi.waitFor(() => expect(slotCalls).toBe(2));
    await vi.waitFor(() => expect([...root.querySelectorAll('.rw-slot')].map((b) => b.textContent)).toEqual(['9:30 AM']));
    expect($('.rw-banner')!.textContent).toBe(SLOT_TAKEN);
    expect($('.rw-banner')!.getAttribute('role')).toBe('alert');

    byText('.rw-slot', '9:30 AM')!.click();
    expect(input('Name').value).toBe('Pat Prospect');
    submit();
    await vi.waitFor(() => expect($('h1')!.textContent).toBe('Your meeting is booked'));
    const [first, second] = calls.filter((c) => c.method === 'POST');
    expect(first.body).toMatchObject({
      start: SLOTS[0].start,
      timezone: ZONE,
      name: 'Pat Prospect',
      email: 'pat@prospect.test',
      answers: { size: '11-50', notes: '' },
      guests: [],
    });
    expect(second.body.start).toBe(SLOTS[1].start);
    expect(first.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.headers['idempotency-key']).not.toBe(first.headers['idempotency-key']);
  });

  it('retries a network failure with the same Idempotency-Key, then confirms with the redirect countdown', async () => {
    let posts = 0;
    const calls = server({
      link: link({}, 'https://example.com/thanks'),
      bookings: (call) => {
        if (++posts === 1) throw new TypeError('Failed to fetch');
        return booked(call);
      },
    });
    await open();
    await pickAndFill();
    submit();
    await vi.waitFor(() => expect(root.textContent).toContain('We could not reach the server'));
    submit();
    await vi.waitFor(() => expect($('h1')!.textContent).toBe('Your meeting is booked'));
    const keys = calls.filter((c) => c.method === 'POST').map((c) => c.headers['idempotency-key']);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(root.textContent).toContain('Monday, March 9, 2026');
    expect(root.textContent).toContain('9:00 AM – 9:30 AM');
    expect(root.textContent).toContain('Asia/Kathmandu (GMT+5:45)');
    expect(root.textContent).toContain('A calendar invitation has been sent to pat@prospect.test.');
    expect(byText('a', 'Reschedule')!.getAttribute('href')).toBe('https://app.test/booking/m1/reschedule?token=t');
    expect(byText('a', 'Cancel')!.getAttribute('href')).toBe('https://app.test/booking/m1/cancel?token=t');
    expect(root.textContent).toContain('Redirecting you to example.com in 10 s');
    byText('button', 'Stay on this page')!.click();
  });

  it("counts down the organization's seconds, pauses, and leaves when it reaches zero", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      server({ link: { ...link({}, 'https://example.com/thanks'), postBooking: { mode: 'countdown', seconds: 3 } }, bookings: booked });
      const navigate = vi.fn();
      await open({ slug: 'intro', navigate });
      await pickAndFill();
      submit();
      await vi.waitFor(() => expect($('h1')!.textContent).toBe('Your meeting is booked'));
      expect(root.textContent).toContain('Redirecting you to example.com in 3 s');
      byText('button', 'Pause')!.click();
      vi.advanceTimersByTime(5000);
      expect(root.textContent).toContain('Redirect to example.com paused (3 s left).');
      expect(navigate).not.toHaveBeenCalled();
      byText('button', 'Resume')!.click();
      vi.advanceTimersByTime(3000);
      expect(navigate).toHaveBeenCalledWith('https://example.com/thanks');
    } finally {
      vi.useRealTimers();
    }
  });

  it("with the organization's setting on stay: no countdown, only a link to continue", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      server({ link: { ...link({}, 'https://example.com/thanks'), postBooking: { mode: 'stay', seconds: 3 } }, bookings: booked });
      const navigate = vi.fn();
      await open({ slug: 'intro', navigate });
      await pickAndFill();
      submit();
      await vi.waitFor(() => expect($('h1')!.textContent).toBe('Your meeting is booked'));
      expect(root.textContent).not.toContain('Redirecting');
      expect(byText('button', 'Pause')).toBeUndefined();
      expect(byText('a', 'Continue to example.com')!.getAttribute('href')).toBe('https://example.com/thanks');
      vi.advanceTimersByTime(60_000);
      expect(navigate).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });

  it("runs the organization's custom code in a scripts-only sandboxed frame and posts it the booking events", async () => {
    const code = '<script>window.addEventListener("message", (e) => console.log(e.data))</script>';
    const posted: unknown[] = [];
    const frameWindow = { postMessage: (m: unknown, target: string) => posted.push([m, target]) };
    const spy = vi.spyOn(HTMLIFrameElement.prototype, 'contentWindow', 'get').mockReturnValue(frameWindow as never);
    server({ link: { ...link(), customCode: code }, bookings: booked });
    await open();
    const frame = document.querySelector<HTMLIFrameElement>('iframe.rw-custom-code')!;
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts');
    expect(frame.getAttribute('srcdoc')).toBe(code);
    expect(frame.hasAttribute('src')).toBe(false);
    frame.dispatchEvent(new Event('load'));
    await pickAndFill();
    submit();
    await vi.waitFor(() => expect($('h1')!.textContent).toBe('Your meeting is booked'));
    expect(posted).toEqual([
      [{ source: 'routewise', type: 'availability-loaded', detail: { slug: 'intro', slots: 3 } }, '*'],
      [
        {
          source: 'routewise',
          type: 'booking-confirmed',
          detail: { slug: 'intro', meetingId: 'm1', start: SLOTS[0].start, end: expect.any(String), hostName: 'Ursula Rep' },
        },
        '*',
      ],
    ]);
    spy.mockRestore();
    frame.remove();
  });

  it('adds no frame without custom code', async () => {
    server({});
    await open();
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('puts a 422’s messages next to the fields they point at', async () => {
    server({
      bookings: () =>
        json(422, {
          errors: [
            { status: '422', code: 'invalid', detail: 'Please enter a valid email', source: { pointer: '/email' } },
            { status: '422', code: 'invalid', detail: 'Required field', source: { pointer: '/answers/notes' } },
          ],
        }),
    });
    await open();
    await pickAndFill();
    submit();
    await vi.waitFor(() => expect(input('Email').getAttribute('aria-invalid')).toBe('true'));
    expect(input('Email').closest('.rw-field')!.textContent).toContain('Please enter a valid email');
    expect(input('Notes').closest('.rw-field')!.textContent).toContain('Required field');
    expect(byText('button', 'Schedule meeting')!.hasAttribute('disabled')).toBe(false);
  });

  it('skips ahead from empty months, then offers the next month', async () => {
    const calls = server({ slots: () => [] });
    mountLinkPage(root, { slug: 'intro', zone: ZONE, now: () => NOW });
    await vi.waitFor(() => expect(root.textContent).toContain('No available times in May 2026.'));
    // March (from now), April and May, each from its Kathmandu midnight; the prefetched March is not asked twice.
    const windows = calls.filter((c) => c.url.pathname.endsWith('/slots')).map((c) => c.url.searchParams.get('from'));
    expect(windows).toEqual(['2026-03-02T08:00:00.000Z', '2026-03-31T18:15:00.000Z', '2026-04-30T18:15:00.000Z']);
    byText('button', 'View next month')!.click();
    await vi.waitFor(() => expect(root.textContent).toContain('No available times in June 2026.'));
    expect($('[aria-label="Previous month"]')!.hasAttribute('disabled')).toBe(false);
  });

  it('shows the spec’s not-found page for an unknown link', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(404, { errors: [{ status: '404', code: 'not_found', detail: 'Meeting link not found' }] })),
    );
    await mountLinkPage(root, { slug: 'gone', zone: ZONE }).ready;
    expect(root.textContent).toContain("Something's missing here! The page you are looking for does not exist.");
  });
});

describe('the organization theme', () => {
  it('puts the style and mode on the scheduler and the page, and labels the submit button', async () => {
    const branded = link();
    branded.theme = { primaryColor: '#be123c', colorMode: 'dark', style: 'retro', submitLabel: 'Book my demo' };
    branded.appearance = { linkColor: '#be123c', buttonColor: '#be123c', language: 'en' };
    server({ link: branded });
    await open();
    const app = $('.rw-app')!;
    expect([app.getAttribute('data-style'), app.getAttribute('data-mode')]).toEqual(['retro', 'dark']);
    expect(document.documentElement.getAttribute('data-rw-style')).toBe('retro');
    expect(document.documentElement.getAttribute('data-rw-mode')).toBe('dark');
    // On the dark surface the brand ink is lightened until it reads at 4.5:1.
    expect(app.style.getPropertyValue('--rw-link-ink')).not.toBe('#be123c');
    await pickAndFill();
    expect(byText('button', 'Book my demo')).toBeTruthy();
    expect(byText('button', 'Schedule meeting')).toBeFalsy();
  });
});

describe("the organization's asset template for meeting links", () => {
  it('places the asset beside the scheduler and hides the logo and profile info the template switches off', async () => {
    const withAsset = link();
    withAsset.organization = { company: 'Acme Inc.', logoUrl: '/logo.png' };
    withAsset.page = {
      position: 'right_30',
      showProfileInfo: false,
      showLogo: false,
      asset: { category: 'image', name: 'Hero', url: '/api/assets?assetId=a/hero.png', provider: null, poster: null },
    };
    server({ link: withAsset });
    await open();
    const stage = $('.rw-stage')!;
    expect(stage.getAttribute('data-position')).toBe('right_30');
    expect(stage.querySelector<HTMLImageElement>('.rw-asset img')!.getAttribute('src')).toBe('/api/assets?assetId=a/hero.png');
    expect(stage.querySelector('.rw-book')).not.toBeNull();
    expect([$('.rw-logo'), $('.rw-org'), $('.rw-meta'), $('.rw-desc')]).toEqual([null, null, null, null]);
    expect($('.rw-title')!.textContent).toBe('Intro call');
  });

  it('keeps the plain page with the system Default (no asset, logo and profile info shown)', async () => {
    const plain = link();
    plain.organization = { company: 'Acme Inc.', logoUrl: '/logo.png' };
    plain.page = { position: 'center', showProfileInfo: true, showLogo: true, asset: null };
    server({ link: plain });
    await open();
    expect($('.rw-stage')).toBeNull();
    expect($('.rw-logo')!.getAttribute('src')).toBe('/logo.png');
    expect($('.rw-org')!.textContent).toBe('Acme Inc.');
    expect($('.rw-desc')!.textContent).toBe('Let us talk.');
  });
});

describe('UTM attribution of a booking', () => {
  afterEach(() => {
    sessionStorage.clear();
    history.replaceState(null, '', '/');
  });

  it("sends the page URL's utm_* parameters with the booking", async () => {
    history.replaceState(null, '', '/b/intro?utm_campaign=spring&utm_source=ads');
    const calls = server({ bookings: booked });
    await open();
    await pickAndFill();
    submit();
    await vi.waitFor(() => expect($('h1')!.textContent).toBe('Your meeting is booked'));
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.body.utm).toEqual({ source: 'ads', medium: null, campaign: 'spring', term: null, content: null });
  });

  it("sends the tab's remembered landing parameters when the page URL has none", async () => {
    sessionStorage.setItem('routewise:utm', JSON.stringify({ source: 'newsletter', campaign: 'autumn' }));
    history.replaceState(null, '', '/b/intro');
    const calls = server({ bookings: booked });
    await open();
    await pickAndFill();
    submit();
    await vi.waitFor(() => expect($('h1')!.textContent).toBe('Your meeting is booked'));
    expect(calls.find((c) => c.method === 'POST')!.body.utm).toMatchObject({ source: 'newsletter', campaign: 'autumn' });
  });
});
