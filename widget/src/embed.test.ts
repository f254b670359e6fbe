// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SchedulerHook } from './embed/loader';
import type { RoutewiseStub } from './snippet';

type HostWindow = Window & { Routewise?: RoutewiseStub & { embedded?: boolean; scheduler?: SchedulerHook } };
const host = () => window as HostWindow;
const ORIGIN = 'https://app.routewise.test';

function fakeApi() {
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      urls.push(input);
      const body = input.endsWith('/submissions')
        ? { data: { sessionId: 's1', outcome: 'disqualified', assignee: null, redirectUrl: null, meetingType: null } }
        : {
            data: {
              id: 'r1',
              provider: 'custom',
              selector: null,
              emailField: 'email',
              nameFields: { mode: 'full', fullName: 'name' },
              fields: [],
              organization: { company: 'Acme', logoUrl: null },
            },
          };
      return new Response(JSON.stringify(body), { status: input.endsWith('/submissions') ? 201 : 200 });
    }),
  );
  return urls;
}

describe('widget entry', () => {
  beforeEach(() => {
    vi.resetModules();
    delete host().Routewise;
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    delete (document as { currentScript?: unknown }).currentScript;
  });

  it('takes over the snippet’s stub and replays the calls queued before it loaded', async () => {
    const urls = fakeApi();
    const stub = Object.assign(() => undefined, {
      q: [['submit', { email: 'early@prospect.test' }]],
      router: 'inbound',
      origin: ORIGIN,
      loaded: true,
    });
    host().Routewise = stub;
    await import('./embed');
    expect(host().Routewise).not.toBe(stub);
    expect(host().Routewise!.embedded).toBe(true);
    expect(host().Routewise!.q).toEqual([]);
    await vi.waitFor(() => expect(urls.map((u) => u.split('?')[0])).toContain(`${ORIGIN}/api/public/routers/inbound/submissions`));
    expect(urls[0]).toBe(`${ORIGIN}/api/public/routers/inbound`);

    // A second copy of the widget on the page leaves the first in charge.
    vi.resetModules();
    await import('./embed');
    expect(urls.filter((u) => u.endsWith('/routers/inbound'))).toHaveLength(1);
  });

  it('loads the scheduler from the app once the prospect starts on the form, keeping one registered before it', async () => {
    fakeApi();
    document.body.innerHTML = '<form><input name="email"></form>';
    const early: SchedulerHook = { open: vi.fn() as SchedulerHook['open'] };
    host().Routewise = Object.assign(() => undefined, { q: [], router: 'inbound', origin: ORIGIN, loaded: true, scheduler: early });
    await import('./embed');
    expect(host().Routewise!.scheduler).toBe(early);

    delete host().Routewise!.scheduler;
    await vi.waitFor(() => expect(document.querySelector('form')!.hasAttribute('data-routewise-router')).toBe(true));
    document.querySelector('input')!.focus();
    expect(Array.from(document.scripts, (s) => s.src)).toEqual([`${ORIGIN}/widget-scheduler.js`]);
  });

  it('on its own, reads the router from its script tag and looks for the scheduler next to itself', async () => {
    const urls = fakeApi();
    document.body.innerHTML = '<form><input name="email"></form>';
    const own = Object.assign(document.createElement('script'), { src: 'https://cdn.routewise.test/v2/widget-embed.js?v=7' });
    own.setAttribute('data-router', 'inbound');
    Object.defineProperty(document, 'currentScript', { value: own, configurable: true });
    await import('./embed');
    expect(urls[0]).toBe('https://cdn.routewise.test/api/public/routers/inbound');
    await vi.waitFor(() => expect(document.querySelector('form')!.hasAttribute('data-routewise-router')).toBe(true));
    document.querySelector('input')!.focus();
    expect(Array.from(document.scripts, (s) => s.src)).toEqual(['https://cdn.routewise.test/v2/widget-scheduler.js?v=7']);
  });

  it('does nothing without a router to load', async () => {
    const urls = fakeApi();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await import('./embed');
    expect(urls).toEqual([]);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});

describe('scheduler entry', () => {
  beforeEach(() => {
    vi.resetModules();
    delete host().Routewise;
  });

  it('registers on window.Routewise, leaving the widget’s function in place, and a second copy changes nothing', async () => {
    const widget = Object.assign(() => undefined, { q: [], embedded: true });
    host().Routewise = widget;
    await import('./embed-scheduler');
    expect(host().Routewise).toBe(widget);
    const first = host().Routewise!.scheduler!;
    expect(typeof first.open).toBe('function');
    vi.resetModules();
    await import('./embed-scheduler');
    expect(host().Routewise!.scheduler).toBe(first);
  });

  it('makes window.Routewise when loaded on its own', async () => {
    await import('./embed-scheduler');
    expect(typeof host().Routewise!.scheduler!.open).toBe('function');
  });
});
