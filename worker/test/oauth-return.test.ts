import { beforeAll, describe, expect, it } from 'vitest';
import { demo, type TestClient } from './client';

// The end of an OAuth connect (http/oauth-return.ts), for each vendor that uses it: a refused or incomplete consent
// goes back to the vendor's page with error=denied; a completion that fails (an unknown or spent state) with
// error=failed. The successful returns are in the Slack and Intercom kits.
let admin: TestClient;

beforeAll(async () => {
  ({ admin } = await demo());
});

const returnOf = async (path: string) => {
  const res = await admin.request('GET', path, undefined, {}, { redirect: 'manual' });
  expect(res.status).toBe(302);
  return res.headers.get('location');
};

describe.each([
  ['Slack', '/api/messaging/slack/callback', '/settings/integrations/slack'],
  ['Intercom', '/api/intercom/callback', '/settings/integrations/intercom'],
])('%s OAuth return', (_vendor, callback, page) => {
  it('goes back with error=denied when the consent was refused or came back without a code', async () => {
    expect(await returnOf(`${callback}?error=access_denied&state=s-123`)).toBe(`${page}?error=denied`);
    expect(await returnOf(`${callback}?state=s-123`)).toBe(`${page}?error=denied`);
  });

  it('goes back with error=failed when the state is not one this organization started', async () => {
    expect(await returnOf(`${callback}?code=c-123&state=not-a-state-we-issued`)).toBe(`${page}?error=failed`);
  });
});
