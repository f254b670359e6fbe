import { describe, expect, it } from 'vitest';
import { createFakeSlack } from '../../test/fakes/slack';
import { createFakeTwilio, FAKE_TWILIO_ACCOUNT } from '../../test/fakes/twilio';
import { createFakeSegment, FAKE_SEGMENT_WRITE_KEY } from '../../test/fakes/segment';
import { createFakeMixpanel, FAKE_MIXPANEL_PROJECT } from '../../test/fakes/mixpanel';
import { AnalyticsError } from '../analytics/adapter';
import { mixpanelClient } from '../analytics/mixpanel';
import { segmentClient } from '../analytics/segment';
import { MessagingError } from './adapter';
import { slackClient } from './slack';
import { twilioClient } from './twilio';

const via = (fake: { handle(r: Request): Response | Promise<Response> }) =>
  (async (input: RequestInfo | URL, init?: RequestInit) => fake.handle(new Request(input, init))) as typeof fetch;
const env = {};

describe('Slack client against the fake', () => {
  it('posts, and maps ok:false and 429 to retryable or permanent errors', async () => {
    const fake = createFakeSlack();
    const { access_token } = (await (await fake.handle(new Request('https://slack.com/__fake/install', { method: 'POST' }))).json()) as {
      access_token: string;
    };
    const slack = slackClient(env, via(fake));
    const sent = await slack.postMessage(access_token, '#general', 'Hello');
    expect(sent.externalId).toMatch(/^C0GENERAL01:/);
    await expect(slack.postMessage(access_token, '#nope', 'x')).rejects.toMatchObject({ code: 'channel_not_found', retryable: false });
    await expect(slack.postMessage('xoxb-forged', '#general', 'x')).rejects.toMatchObject({ code: 'invalid_auth', retryable: false });
    await expect(slack.postMessage(access_token, '#general', '')).rejects.toMatchObject({ code: 'no_text' });
    await fake.handle(
      new Request('https://slack.com/__fake/fail-next', {
        method: 'POST',
        headers: { authorization: `Bearer ${access_token}` },
        body: JSON.stringify({ status: 429, retryAfter: 9 }),
      }),
    );
    const limited = await slack.postMessage(access_token, '#general', 'x').catch((e: unknown) => e);
    expect(limited).toBeInstanceOf(MessagingError);
    expect(limited).toMatchObject({ status: 429, retryable: true, retryAfterSeconds: 9 });
    expect(await slack.channels(access_token)).toEqual(expect.arrayContaining([{ id: 'C0SALES0001', name: 'sales' }]));
  });

  it('finds a member by e-mail (form-encoded, users:read.email), null when Slack has no such member, and posts to them directly', async () => {
    const fake = createFakeSlack();
    const { access_token } = (await (await fake.handle(new Request('https://slack.com/__fake/install', { method: 'POST' }))).json()) as {
      access_token: string;
    };
    const slack = slackClient(env, via(fake));
    const ursula = await slack.lookupByEmail(access_token, 'Ursula@acme.test');
    expect(ursula).toEqual({ id: 'U0URSULA001', name: 'ursula' });
    expect(await slack.lookupByEmail(access_token, 'nobody@acme.test')).toBeNull();
    expect((await slack.postMessage(access_token, ursula!.id, 'Hi')).externalId).toMatch(/^D0URSULA001:/);
    await expect(slack.lookupByEmail('xoxb-forged', 'ursula@acme.test')).rejects.toMatchObject({ code: 'invalid_auth', retryable: false });
    await fake.handle(
      new Request('https://slack.com/__fake/fail-next', {
        method: 'POST',
        headers: { authorization: `Bearer ${access_token}` },
        body: JSON.stringify({ status: 429, retryAfter: 3 }),
      }),
    );
    await expect(slack.lookupByEmail(access_token, 'ursula@acme.test')).rejects.toMatchObject({
      status: 429,
      retryable: true,
      retryAfterSeconds: 3,
    });
    const narrow = (await (
      await fake.handle(
        new Request('https://slack.com/__fake/install', { method: 'POST', body: JSON.stringify({ scopes: ['chat:write'] }) }),
      )
    ).json()) as { access_token: string };
    await expect(slack.lookupByEmail(narrow.access_token, 'ursula@acme.test')).rejects.toMatchObject({
      code: 'missing_scope',
      retryable: false,
    });
    // The fake is strict about the wire format: a body that is neither form nor JSON is refused.
    const raw = await fake.handle(
      new Request('https://slack.com/api/users.lookupByEmail', {
        method: 'POST',
        headers: { authorization: `Bearer ${access_token}`, 'content-type': 'text/plain' },
        body: 'email=ursula@acme.test',
      }),
    );
    expect(await raw.json()).toEqual({ ok: false, error: 'invalid_form_data' });
  });
});

describe('Twilio client against the fake', () => {
  const creds = { accountSid: FAKE_TWILIO_ACCOUNT.sid, authToken: FAKE_TWILIO_ACCOUNT.token };
  it('sends form-encoded with basic auth; bad numbers are permanent, 429 and 5xx retryable', async () => {
    const fake = createFakeTwilio();
    const twilio = twilioClient(env, via(fake));
    expect(await twilio.account(creds)).toMatchObject({ sid: creds.accountSid });
    expect(await twilio.ownsNumber(creds, '+15005550006')).toBe(true);
    expect(await twilio.ownsNumber(creds, '+15005550001')).toBe(false);
    expect((await twilio.send(creds, { to: '+14155550100', from: '+15005550006', body: 'Hi' })).externalId).toMatch(/^SM[0-9a-f]{32}$/);
    await expect(twilio.send(creds, { to: '12', from: '+15005550006', body: 'Hi' })).rejects.toMatchObject({
      code: '21211',
      retryable: false,
    });
    await expect(twilio.send(creds, { to: '+14155550100', from: '+15005550001', body: 'Hi' })).rejects.toMatchObject({
      code: '21606',
      retryable: false,
    });
    await expect(
      twilio.send({ ...creds, authToken: '0'.repeat(32) }, { to: '+14155550100', from: '+15005550006', body: 'Hi' }),
    ).rejects.toMatchObject({ status: 401, code: '20003', retryable: false });
    const auth = `Basic ${btoa(`${creds.accountSid}:${creds.authToken}`)}`;
    await fake.handle(
      new Request('https://api.twilio.com/__fake/fail-next', {
        method: 'POST',
        headers: { authorization: auth },
        body: JSON.stringify({ status: 429, retryAfter: 4 }),
      }),
    );
    await expect(twilio.send(creds, { to: '+14155550100', from: '+15005550006', body: 'Hi' })).rejects.toMatchObject({
      status: 429,
      retryable: true,
      retryAfterSeconds: 4,
    });
    await fake.handle(
      new Request('https://api.twilio.com/__fake/fail-next', {
        method: 'POST',
        headers: { authorization: auth },
        body: JSON.stringify({ status: 503 }),
      }),
    );
    await expect(twilio.send(creds, { to: '+14155550100', from: '+15005550006', body: 'Hi' })).rejects.toMatchObject({
      status: 503,
      retryable: true,
    });
  });
});

describe('Segment and Mixpanel clients against the fakes', () => {
  const event = {
    messageId: 'msg_0123456789abcdef0123456789abcdef',
    event: 'Meeting Booked',
    distinctId: 'pat@globex.test',
    timestamp: Date.UTC(2026, 10, 1),
    properties: { meetingId: 'm1' },
  };
  it('Segment: batch with the write key; a bad key is refused; 429 is retryable', async () => {
    const fake = createFakeSegment();
    const seg = segmentClient(env, via(fake));
    expect((await seg.track({ writeKey: FAKE_SEGMENT_WRITE_KEY }, [event])).status).toBe(200);
    expect((await seg.track({ writeKey: FAKE_SEGMENT_WRITE_KEY }, [event])).status).toBe(200);
    const events = (await (
      await fake.handle(
        new Request('https://api.segment.io/__fake/events', { headers: { authorization: `Basic ${btoa(`${FAKE_SEGMENT_WRITE_KEY}:`)}` } }),
      )
    ).json()) as { events: unknown[] };
    expect(events.events).toHaveLength(1); // de-duplicated by messageId
    await expect(seg.track({ writeKey: 'wrong' }, [event])).rejects.toMatchObject({ status: 401, retryable: false });
    await fake.handle(
      new Request('https://api.segment.io/__fake/fail-next', {
        method: 'POST',
        headers: { authorization: `Basic ${btoa(`${FAKE_SEGMENT_WRITE_KEY}:`)}` },
        body: JSON.stringify({ status: 429, retryAfter: 3 }),
      }),
    );
    const err = await seg.track({ writeKey: FAKE_SEGMENT_WRITE_KEY }, [event]).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AnalyticsError);
    expect(err).toMatchObject({ retryable: true, retryAfterSeconds: 3 });
  });

  it('Mixpanel: strict import with time, distinct_id and $insert_id; wrong project refused', async () => {
    const fake = createFakeMixpanel();
    const mp = mixpanelClient(env, via(fake));
    const creds = { projectId: FAKE_MIXPANEL_PROJECT.projectId, apiSecret: FAKE_MIXPANEL_PROJECT.secret };
    expect((await mp.track(creds, [event])).excerpt).toContain('"num_records_imported":1');
    await expect(mp.track({ ...creds, projectId: '1' }, [event])).rejects.toMatchObject({ status: 401, retryable: false });
    await expect(mp.track({ ...creds, apiSecret: 'nope' }, [event])).rejects.toMatchObject({ status: 401 });
  });
});
