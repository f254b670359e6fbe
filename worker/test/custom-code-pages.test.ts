import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addOrg, demo, signIn, TestClient } from './client';
import { meetingType, nativeForm, salesTeamId } from './routing-session-helpers';
import { campaignRouterBody } from './router-helpers';
import { createRelay, relayRefs } from './relay-fixtures';

// Settings -> Meeting -> Custom code runs on every prospect-facing page: the campaign router link's page
// and the relay link's page carry it in their public data as the meeting link's page does.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

const CODE_PATH = '/api/meeting-settings/custom-code';
const TAG = '<script>window.addEventListener("message", (e) => console.log(e.data))</script>';
const anyone = new TestClient();

let c: Awaited<ReturnType<typeof demo>>;
let campaignApi: string;
let relayApi: string;

beforeAll(async () => {
  c = await demo();
  const ids = { teamId: await salesTeamId(c.admin), meetingTypeId: await meetingType(c.admin), formId: await nativeForm() };
  const fallback = { distribution: 'round_robin_all', teamId: ids.teamId, method: 'round_robin_strict' };
  const router = await c.admin.json('POST', '/api/campaign-routers', campaignRouterBody(ids, { fallback }));
  expect(router.status).toBe(201);
  campaignApi = `/api/public/campaigns/${new URL(router.body.data.url).pathname.split('/').slice(2).join('/')}`;
  const relay = await createRelay(c.admin, await relayRefs(c.admin));
  const links = (await c.booker.json('GET', '/api/relay-links')).body.data as { id: string; kind: string; relayId: string }[];
  relayApi = `/api/public/relay-links/${links.find((l) => l.kind === 'relay' && l.relayId === relay.id)!.id}`;
});

afterAll(async () => {
  await c.admin.json('PUT', CODE_PATH, { code: '' });
});

const codeOn = async (path: string) => {
  const res = await anyone.json('GET', path);
  expect(res.status).toBe(200);
  return res.body.data.customCode;
};

describe("the organization's custom code on campaign and relay link pages", () => {
  it("is null until saved, never another organization's, then the saved code, and null again once cleared", async () => {
    expect(await codeOn(campaignApi)).toBeNull();
    expect(await codeOn(relayApi)).toBeNull();

    // Another organization's code stays on its own pages.
    const other = await signIn((await addOrg()).admin.email);
    expect((await other.json('PUT', CODE_PATH, { code: '<script>other()</script>' })).status).toBe(200);
    expect(await codeOn(campaignApi)).toBeNull();
    expect(await codeOn(relayApi)).toBeNull();

    expect((await c.admin.json('PUT', CODE_PATH, { code: TAG })).status).toBe(200);
    expect(await codeOn(campaignApi)).toBe(TAG);
    expect(await codeOn(relayApi)).toBe(TAG);

    expect((await c.admin.json('PUT', CODE_PATH, { code: '' })).status).toBe(200);
    expect(await codeOn(campaignApi)).toBeNull();
    expect(await codeOn(relayApi)).toBeNull();
  });
});
