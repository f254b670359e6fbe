import { describe, expect, it } from 'vitest';
import { ConferencingError } from '../integrations/conferencing/adapter';
import { dailyClient, dailyRoomName } from '../integrations/conferencing/daily';
import {
  exchangeZoomCode,
  refreshZoomTokens,
  revokeZoomToken,
  zoomAuthorizeUrl,
  zoomClient,
  zoomConfigured,
  zoomMarker,
  type ZoomTokens,
} from '../integrations/conferencing/zoom';
import { FAKE_ZOOM_APP } from './fakes/zoom';

// The Zoom and Daily clients against their strict fakes (worker/test/fakes), reached by the vendors'
// real hosts through the test worker's outbound service.

const env = { ZOOM_CLIENT_ID: FAKE_ZOOM_APP.clientId, ZOOM_CLIENT_SECRET: FAKE_ZOOM_APP.clientSecret };
const REDIRECT = 'http://127.0.0.1:8787/api/profile/integrations/zoom/callback';
const HOUR = 3_600_000;
const request = (meetingId: string, start = Date.UTC(2030, 0, 7, 15)) => ({
  meetingId,
  topic: 'Pat and Ursula',
  start,
  end: start + HOUR / 2,
  timezone: 'America/Chicago',
});

/** A member clicking Allow on Zoom's consent page: the code comes back on the redirect. */
async function consent(): Promise<ZoomTokens> {
  const verifier = 'v'.repeat(50);
  const url = new URL(zoomAuthorizeUrl(env, REDIRECT, 'state-1', verifier));
  expect(url.host).toBe('zoom.us');
  expect(url.searchParams.get('code_challenge_method')).toBe('S256');
  const page = await fetch(url);
  expect(await page.text()).toContain('>Allow</button>');
  const allow = await fetch(`https://zoom.us/oauth/authorize/consent${url.search}`, { redirect: 'manual' });
  expect(allow.status).toBe(302);
  const back = new URL(allow.headers.get('location')!);
  expect(back.searchParams.get('state')).toBe('state-1');
  return exchangeZoomCode(env, REDIRECT, back.searchParams.get('code')!, verifier);
}

function tokenBox(t: ZoomTokens) {
  const box = { tokens: t, refreshes: 0 };
  const source = {
    access: async () => box.tokens.accessToken,
    refresh: async () => {
      box.refreshes += 1;
      box.tokens = await refreshZoomTokens(env, box.tokens.refreshToken);
      return box.tokens.accessToken;
    },
  };
  return { box, client: zoomClient(env, source) };
}

const zoomControl = (token: string, path: string, body?: unknown) =>
  fetch(`https://api.zoom.us/__fake/${path}`, {
    method: body === undefined && path === 'meetings' ? 'GET' : 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

describe('Zoom client', () => {
  it('production without a Zoom app of its own has no Zoom to offer', () => {
    expect(zoomConfigured({ APP_ENV: 'production' })).toBe(false);
    expect(zoomConfigured({ APP_ENV: 'production', ZOOM_CLIENT_ID: 'id', ZOOM_CLIENT_SECRET: 'secret' })).toBe(true);
  });

  it('connects through the consent page with PKCE; a wrong verifier or a reused code is refused', async () => {
    const t = await consent();
    expect(t.accessToken).toMatch(/^za_/);
    expect(t.expiresAt).toBeGreaterThan(Date.now() + 3000_000);
    const url = new URL(zoomAuthorizeUrl(env, REDIRECT, 's', 'w'.repeat(50)));
    const allow = await fetch(`https://zoom.us/oauth/authorize/consent${url.search}`, { redirect: 'manual' });
    const code = new URL(allow.headers.get('location')!).searchParams.get('code')!;
    await expect(exchangeZoomCode(env, REDIRECT, code, 'x'.repeat(50))).rejects.toMatchObject({ kind: 'auth' });
    await expect(exchangeZoomCode(env, REDIRECT, code, 'w'.repeat(50))).rejects.toMatchObject({ kind: 'auth' });
    await expect(exchangeZoomCode({ ...env, ZOOM_CLIENT_SECRET: 'wrong' }, REDIRECT, 'zc_x', 'w'.repeat(50))).rejects.toBeInstanceOf(
      ConferencingError,
    );
  });

  it('creates, moves and deletes a meeting; deleting one already gone is fine', async () => {
    const { client, box } = tokenBox(await consent());
    const made = await client.create(request('m-1'));
    expect(made.joinUrl).toMatch(/^https:\/\/us05web\.zoom\.us\/j\/\d+\?pwd=/);
    const later = Date.UTC(2030, 0, 8, 17);
    const moved = await client.update(made.externalId, request('m-1', later));
    expect(moved).toEqual(made);
    const stored = (await (await zoomControl(box.tokens.accessToken, 'meetings')).json()) as {
      meetings: { id: number; start_time: string; duration: number; agenda: string }[];
    };
    expect(stored.meetings).toHaveLength(1);
    expect(stored.meetings[0]).toMatchObject({ start_time: '2030-01-08T17:00:00Z', duration: 30, agenda: zoomMarker('m-1') });
    await client.remove(made.externalId);
    await client.remove(made.externalId);
    expect(await client.update(made.externalId, request('m-1'))).toBeNull();
  });

  it('a retried create finds the meeting an earlier attempt made instead of making a second', async () => {
    const { client, box } = tokenBox(await consent());
    const first = await client.create(request('m-2'));
    const again = await client.create(request('m-2'), { mayExist: true });
    expect(again).toEqual(first);
    const stored = (await (await zoomControl(box.tokens.accessToken, 'meetings')).json()) as { meetings: unknown[] };
    expect(stored.meetings).toHaveLength(1);
  });

  it('an expired access token is refreshed once (the refresh token rotates); a refused refresh is an auth failure', async () => {
    const { client, box } = tokenBox(await consent());
    const oldRefresh = box.tokens.refreshToken;
    await zoomControl(box.tokens.accessToken, 'expire-access', {});
    const made = await client.create(request('m-3'));
    expect(made.externalId).toMatch(/^\d+$/);
    expect(box.refreshes).toBe(1);
    await expect(refreshZoomTokens(env, oldRefresh)).rejects.toMatchObject({ kind: 'auth' });
    await fetch('https://api.zoom.us/__fake/revoke-refresh', {
      method: 'POST',
      body: JSON.stringify({ refreshToken: box.tokens.refreshToken }),
    });
    await zoomControl(box.tokens.accessToken, 'expire-access', {});
    await expect(client.create(request('m-4'))).rejects.toMatchObject({ kind: 'auth' });
  });

  it('429 carries Retry-After; revoking ends the grant', async () => {
    const { client, box } = tokenBox(await consent());
    await zoomControl(box.tokens.accessToken, 'fail-next', { status: 429, retryAfter: 7 });
    await expect(client.create(request('m-5'))).rejects.toMatchObject({ kind: 'rate_limited', retryAfterSeconds: 7 });
    expect((await client.create(request('m-5'))).joinUrl).toContain('zoom.us/j/');
    await revokeZoomToken(env, box.tokens.refreshToken);
    await expect(refreshZoomTokens(env, box.tokens.refreshToken)).rejects.toMatchObject({ kind: 'auth' });
  });
});

const dailyKey = () => Array.from(crypto.getRandomValues(new Uint8Array(32)), (b) => b.toString(16).padStart(2, '0')).join('');
const dailyRooms = async (key: string) =>
  (
    (await (await fetch('https://api.daily.co/__fake/rooms', { headers: { authorization: `Bearer ${key}` } })).json()) as {
      data: { name: string; url: string; config: { exp: number; nbf: number } }[];
    }
  ).data;

describe('Daily client', () => {
  it('creates a room named after the meeting that opens before and expires after it; moves and deletes it', async () => {
    const key = dailyKey();
    const client = dailyClient({}, key);
    expect(await client.domain()).toBe(`rw-${key.slice(0, 8)}`);
    const req = request('meeting-abc');
    const room = await client.create(req);
    expect(room).toEqual({
      externalId: dailyRoomName('meeting-abc'),
      joinUrl: `https://rw-${key.slice(0, 8)}.daily.co/${dailyRoomName('meeting-abc')}`,
    });
    let [stored] = await dailyRooms(key);
    expect(stored.config.nbf * 1000).toBeLessThan(req.start);
    expect(stored.config.exp * 1000).toBeGreaterThan(req.end);
    const later = request('meeting-abc', req.start + 48 * HOUR);
    expect(await client.update(room.externalId, later)).toEqual(room);
    [stored] = await dailyRooms(key);
    expect(stored.config.exp * 1000).toBeGreaterThan(later.end);
    await client.remove(room.externalId);
    await client.remove(room.externalId);
    expect(await dailyRooms(key)).toHaveLength(0);
    expect(await client.update(room.externalId, later)).toBeNull();
  });

  it('creating twice for one meeting keeps one room (the name is the idempotency key)', async () => {
    const key = dailyKey();
    const client = dailyClient({}, key);
    const a = await client.create(request('dup-1'));
    const b = await client.create(request('dup-1'));
    const c = await client.create(request('dup-1'), { mayExist: true });
    expect(b).toEqual(a);
    expect(c).toEqual(a);
    expect(await dailyRooms(key)).toHaveLength(1);
  });

  it('a refused key is an auth failure; 429 carries Retry-After', async () => {
    await expect(dailyClient({}, 'not-a-key').domain()).rejects.toMatchObject({ kind: 'auth' });
    const key = dailyKey();
    await fetch('https://api.daily.co/__fake/fail-next', {
      method: 'POST',
      headers: { authorization: `Bearer ${key}` },
      body: JSON.stringify({ status: 429, retryAfter: 12 }),
    });
    await expect(dailyClient({}, key).create(request('rl-1'))).rejects.toMatchObject({ kind: 'rate_limited', retryAfterSeconds: 12 });
  });
});
