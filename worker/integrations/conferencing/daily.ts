// Daily with the member's API key (Bearer): one room per meeting, named after it, that opens shortly
// before the meeting (nbf) and expires after it (exp, with everyone ejected then).
// https://docs.daily.co/reference/rest-api/rooms
import { vendorUrl } from '../vendor-url';
import { ConferencingError, retryAfterSeconds, type ConferenceRequest, type ConferencingAdapter } from './adapter';

export const DAILY_HOST = 'api.daily.co';
const TIMEOUT_MS = 10_000;
/** The room opens this long before the meeting and stays open this long after its end. */
export const DAILY_OPEN_BEFORE_MS = 15 * 60_000;
export const DAILY_OPEN_AFTER_MS = 60 * 60_000;

/** A room name Daily accepts (A-Z, a-z, 0-9, - and _), the same for every attempt for one meeting. */
export const dailyRoomName = (meetingId: string) => `rw-${meetingId.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 100)}`;

type DailyRoom = { name: string; url: string };

export function dailyClient(env: { VENDOR_BASE_URL?: string }, apiKey: string): ConferencingAdapter & { domain(): Promise<string> } {
  async function call(method: string, path: string, body?: unknown): Promise<Response> {
    let res: Response;
    try {
      res = await fetch(vendorUrl(env, DAILY_HOST, `/v1${path}`), {
        method,
        headers: { authorization: `Bearer ${apiKey}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (e) {
      throw new ConferencingError('unavailable', `Daily unreachable: ${String(e)}`);
    }
    if (res.ok) return res;
    const text = await res.text();
    let info = text.slice(0, 200);
    try {
      const j = JSON.parse(text) as { error?: string; info?: string };
      info = `${j.error ?? ''}: ${j.info ?? ''}`;
    } catch {
      /* a non-JSON error body is reported as text */
    }
    if (res.status === 401 || res.status === 403) throw new ConferencingError('auth', `Daily refused the API key (${info})`);
    if (res.status === 429)
      throw new ConferencingError('rate_limited', 'Daily rate limit reached', retryAfterSeconds(res.headers.get('retry-after')));
    if (res.status === 404) throw new ConferencingError('not_found', `Daily: ${info}`);
    if (res.status >= 500) throw new ConferencingError('unavailable', `Daily answered ${res.status}`);
    throw new ConferencingError('invalid', `Daily answered ${res.status}: ${info}`);
  }

  const properties = (r: ConferenceRequest) => ({
    nbf: Math.floor((r.start - DAILY_OPEN_BEFORE_MS) / 1000),
    exp: Math.ceil((r.end + DAILY_OPEN_AFTER_MS) / 1000),
    eject_at_room_exp: true,
  });

  async function existing(name: string) {
    try {
      return (await (await call('GET', `/rooms/${name}`)).json()) as DailyRoom;
    } catch (e) {
      if (e instanceof ConferencingError && e.kind === 'not_found') return null;
      throw e;
    }
  }

  return {
    provider: 'daily',
    async create(request, opts) {
      const name = dailyRoomName(request.meetingId);
      // The name is the idempotency key: an earlier attempt's room is reused with this meeting's times.
      if (opts?.mayExist && (await existing(name))) {
        const room = (await (await call('POST', `/rooms/${name}`, { properties: properties(request) })).json()) as DailyRoom;
        return { joinUrl: room.url, externalId: room.name };
      }
      try {
        const room = (await (
          await call('POST', '/rooms', { name, privacy: 'public', properties: properties(request) })
        ).json()) as DailyRoom;
        return { joinUrl: room.url, externalId: room.name };
      } catch (e) {
        if (!(e instanceof ConferencingError && e.kind === 'invalid' && /already exists/.test(e.message))) throw e;
        const room = (await (await call('POST', `/rooms/${name}`, { properties: properties(request) })).json()) as DailyRoom;
        return { joinUrl: room.url, externalId: room.name };
      }
    },
    async update(externalId, request) {
      try {
        const room = (await (
          await call('POST', `/rooms/${encodeURIComponent(externalId)}`, { properties: properties(request) })
        ).json()) as DailyRoom;
        return { joinUrl: room.url, externalId: room.name };
      } catch (e) {
        if (e instanceof ConferencingError && e.kind === 'not_found') return null;
        throw e;
      }
    },
    async remove(externalId) {
      try {
        await call('DELETE', `/rooms/${encodeURIComponent(externalId)}`);
      } catch (e) {
        if (e instanceof ConferencingError && e.kind === 'not_found') return;
        throw e;
      }
    },
    /** Checks the key and names the Daily domain it belongs to (shown as the connected account). */
    async domain() {
      return ((await (await call('GET', '/')).json()) as { domain_name: string }).domain_name;
    },
  };
}
