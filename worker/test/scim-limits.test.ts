import { SELF } from 'cloudflare:test';
import { describe, expect, it, vi } from 'vitest';
import { SCIM_FAILED_TOKEN_LIMIT } from '../features/scim/routes';
import { scimOrg } from './scim-kit';
import { BASE } from './client';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 30_000 });

const usersFrom = (ip: string, token: string) =>
  SELF.fetch(`${BASE}/scim/v2/Users`, {
    headers: { accept: 'application/scim+json', authorization: `Bearer ${token}`, 'cf-connecting-ip': ip },
  });

describe('SCIM wrong-token limit', () => {
  it('refuses an address every SCIM call after too many wrong tokens, right token included; other addresses go on', async () => {
    const org = await scimOrg();
    const ip = `203.0.113.${Math.floor(Math.random() * 250) + 1}`;
    for (let i = 0; i < SCIM_FAILED_TOKEN_LIMIT; i++) expect((await usersFrom(ip, `scim_wrong-${i}`)).status).toBe(401);
    const refused = await usersFrom(ip, org.token);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.headers.get('content-type')).toContain('application/scim+json');
    expect(await refused.json()).toMatchObject({ status: '429' });
    expect((await usersFrom('198.51.100.7', org.token)).status).toBe(200);
  });

  it('counts wrong tokens only: an identity provider that syncs often is never refused', async () => {
    const org = await scimOrg();
    const ip = '192.0.2.44';
    for (let i = 0; i < SCIM_FAILED_TOKEN_LIMIT + 5; i++) expect((await usersFrom(ip, org.token)).status).toBe(200);
    expect((await usersFrom(ip, 'scim_wrong')).status).toBe(401);
  });
});
