// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RoutewiseStub } from './snippet';

type HostWindow = Window & { Routewise?: RoutewiseStub & { embedded?: boolean } };
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
        : { data: { id: 'r1', provider: 'custom', selector: null, emailField: 'email', nameFields: { mode: 'full', fullName: 'name' }, fields: [], organization: { company: 'Acme', logoUrl: null } } };
      return new Response(JSON.stringify(body), { status: input.endsWith('/submissions') ? 201 : 200 });
    }),
  );
  return urls;
}

describe('widget entry', () => {
  beforeEach(() => {
    vi.resetModules();
    delete host().Routewise;
  });
  afterEach(() => vi.unstubAllGlobals());

  it('takes over the snippet’s stub and replays the calls queued before it loaded', async () => {
    const urls = fakeApi();
    const stub = Object.assign(() => undefined, { q: [['submit', { email: 'early@prospect.test' }]], router: 'inbound', origin: ORIGIN, loaded: true });
    host().Routewise = stub;
    await import('./embed');
    expect(host().Routewise).not.toBe(stub);
    expect(host().Routewise!.embedded).toBe(true);
    expect(host().Routewise!.q).toEqual([]);
    await vi.waitFor(() => expect(urls).toContain(`${ORIGIN}/api/public/routers/inbound/submissions`));
    expect(urls[0]).toBe(`${ORIGIN}/api/public/routers/inbound`);

    // A second copy of the widget on the page leaves the first in charge.
    vi.resetModules();
    await import('./embed');
    expect(urls.filter((u) => u.endsWith('/routers/inbound'))).toHaveLength(1);
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
