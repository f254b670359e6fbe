import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeGoogle, type FakeGoogleOptions } from './google';

// The fake Google used to POST every channel notification to the channel's address with the global
// fetch. In the workerd tests that address is APP_URL (127.0.0.1:8787), where no test app listens but a
// developer's `npm start` may: it answered each one 404 (the ~20 stray POST
// /api/public/calendars/google/notifications in its log). Now only a fake given `push` notifies.

async function watchedCalendar(options: FakeGoogleOptions) {
  const google = createFakeGoogle(options);
  const call = (url: string, init?: RequestInit) => google.handle(new Request(url, init));
  const redirect = 'http://127.0.0.1:8787/api/profile/integrations/google-calendar/callback';
  const approve = new URLSearchParams({
    client_id: 'app',
    redirect_uri: redirect,
    response_type: 'code',
    scope: 'calendar',
    login: 'push@gmail.test',
    decision: 'allow',
  });
  const code = new URL(
    (
      await call('https://accounts.google.com/o/oauth2/v2/auth/approve', {
        method: 'POST',
        body: approve,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      })
    ).headers.get('location')!,
  ).searchParams.get('code')!;
  const tokenForm = new URLSearchParams({
    grant_type: 'authorization_code',
    code,
    redirect_uri: redirect,
    client_id: 'app',
    client_secret: 'secret',
  });
  const { access_token } = (await (
    await call('https://oauth2.googleapis.com/token', {
      method: 'POST',
      body: tokenForm,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })
  ).json()) as { access_token: string };
  const watch = await call('https://www.googleapis.com/calendar/v3/calendars/push%40gmail.test/events/watch', {
    method: 'POST',
    headers: { authorization: `Bearer ${access_token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      id: 'channel-1',
      type: 'web_hook',
      address: 'http://127.0.0.1:8787/api/public/calendars/google/notifications',
      token: 'tok',
    }),
  });
  expect(watch.status).toBe(200);
  const busy = async () =>
    call('https://www.googleapis.com/__fake/events', {
      method: 'POST',
      body: JSON.stringify({
        email: 'push@gmail.test',
        start: { dateTime: '2030-01-07T10:00:00Z' },
        end: { dateTime: '2030-01-07T11:00:00Z' },
      }),
    });
  return { busy };
}

afterEach(() => vi.restoreAllMocks());

describe('the fake Google pushes channel notifications only where it is told to', () => {
  it('sends nothing by itself (the test worker is not at the channel address)', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const { busy } = await watchedCalendar({});
    expect((await busy()).status).toBe(200);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('delivers each change to the channel address through `push` (fake-vendors.mjs beside a running app)', async () => {
    const push = vi.fn(async () => new Response(null, { status: 200 }));
    const { busy } = await watchedCalendar({ push });
    await busy();
    expect(push).toHaveBeenCalledTimes(1);
    const [address, init] = push.mock.calls[0] as unknown as [string, RequestInit];
    expect(address).toBe('http://127.0.0.1:8787/api/public/calendars/google/notifications');
    expect(init.headers).toMatchObject({
      'x-goog-channel-id': 'channel-1',
      'x-goog-channel-token': 'tok',
      'x-goog-resource-state': 'exists',
    });
  });
});
