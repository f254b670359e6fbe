import { SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { USAGE_MESSAGES } from '../contracts/product-usage';
import { addOrg, signIn, uid, type TestClient, BASE } from './client';
import { createSegmentSource } from './fakes/segment-source';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

/** Core and advanced activation events (issue 28; spec section 3): limits, and the score they give after a rescore. */
let admin: TestClient;
const acme = `acme-${uid()}.test`;

beforeAll(async () => {
  const org = await addOrg();
  admin = await signIn(org.admin.email);
});

const put = (body: Record<string, unknown>) => admin.json('PUT', '/api/product-usage/settings/account', body);

describe('core and advanced events', () => {
  it('keeps at most 5 events in all, each once, core or advanced', async () => {
    const tooMany = await put({ events: ['a', 'b', 'c', 'd'], advancedEvents: ['e', 'f'], periodDays: 7 });
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.errors[0]).toMatchObject({ detail: USAGE_MESSAGES.tooManyEvents, source: { pointer: '/events' } });
    const twice = await put({ events: ['Login'], advancedEvents: ['Login'], periodDays: 7 });
    expect(twice.status).toBe(422);
    expect(twice.body.errors[0].detail).toBe(USAGE_MESSAGES.duplicateEvent);
    const blank = await put({ events: [], advancedEvents: [' '], periodDays: 7 });
    expect(blank.status).toBe(422);
    const five = await put({ events: ['a', 'b', 'c'], advancedEvents: ['d', 'e'], periodDays: 7 });
    expect(five.status).toBe(200);
    expect(five.body.data.account).toEqual({ events: ['a', 'b', 'c'], advancedEvents: ['d', 'e'], periodDays: 7 });
    expect((await admin.json('GET', '/api/product-usage')).body.data.account.advancedEvents).toEqual(['d', 'e']);
  });

  it('rescores an account when an event moves from core to advanced and back', async () => {
    const account = await admin.json('POST', '/api/crm/records', { module: 'account', name: 'Acme', domain: acme });
    expect(account.status).toBe(201);
    const scoreOf = async () => (await admin.json('GET', `/api/crm/records/${account.body.data.id}`)).body.data;
    expect((await put({ events: ['Login', 'Export'], periodDays: 7 })).status).toBe(200);
    const writeKey = (await admin.json('POST', '/api/product-usage/segment-key')).body.data.value as string;
    const source = createSegmentSource({
      host: `${BASE}/api/public/product-usage/segment`,
      writeKey,
      fetcher: (url: string, init: RequestInit) => SELF.fetch(url, init),
    });
    const sent = await source.batch([source.track({ userId: 'u-ana', event: 'Login', email: `ana@${acme}` })]);
    expect(sent.body.data).toEqual({ accepted: 1, duplicates: 0 });
    // Two core events, one done: half the score.
    expect(await scoreOf()).toMatchObject({ usageScore: 50, usageLevel: 'medium' });
    // Login is now advanced: the core event Export is not done, Login adds 10.
    expect((await put({ events: ['Export'], advancedEvents: ['Login'], periodDays: 7 })).status).toBe(200);
    expect(await scoreOf()).toMatchObject({ usageScore: 10, usageLevel: 'low' });
    // Login core and Export advanced: the one core event is done, the full score.
    expect((await put({ events: ['Login'], advancedEvents: ['Export'], periodDays: 7 })).status).toBe(200);
    expect(await scoreOf()).toMatchObject({ usageScore: 100, usageLevel: 'high' });
  });
});
