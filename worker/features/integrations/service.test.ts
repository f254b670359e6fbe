import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { Env } from '../../env';
import { addOrg, db } from '../../test/client';
import { needsReseal, seal, unseal } from '../../lib/vault';
import { connectIntegration, credentialsOf, getIntegration, markExpired, removeIntegration, toIntegrationDto } from './service';
import { beginOAuth, consumeOAuthState } from './parts/oauth';
import { listAuditLog } from '../audit-log/service';

const E = env as unknown as Env;
const key = (byte: number) => btoa(String.fromCharCode(...new Uint8Array(32).fill(byte)));

describe('vault', () => {
  it('seals under the first key, opens with any listed key, and refuses a tampered or unknown one', async () => {
    const old = { INTEGRATION_KEYS: `k1:${key(1)}`, APP_ENV: 'production' };
    const rotated = { INTEGRATION_KEYS: `k2:${key(2)},k1:${key(1)}`, APP_ENV: 'production' };
    const sealed = await seal(old, 'refresh-token-123');
    expect(sealed).not.toContain('refresh-token-123');
    expect(sealed.startsWith('v1.k1.')).toBe(true);
    expect(await unseal(rotated, sealed)).toBe('refresh-token-123');
    expect(await needsReseal(rotated, sealed)).toBe(true);
    expect((await seal(rotated, 'x')).startsWith('v1.k2.')).toBe(true);
    const [v, kid, iv, ct] = sealed.split('.');
    const flipped = `${v}.${kid}.${iv}.${ct.slice(0, -2)}${ct.endsWith('AA') ? 'AB' : 'AA'}`;
    await expect(unseal(rotated, flipped)).rejects.toThrow();
    await expect(unseal({ INTEGRATION_KEYS: `k3:${key(3)}`, APP_ENV: 'production' }, sealed)).rejects.toThrow(/no longer configured/);
    await expect(seal({ APP_ENV: 'production' }, 'x')).rejects.toThrow(/INTEGRATION_KEYS/);
    // A local run with no secrets at all still works; production never falls back.
    const local = { APP_ENV: 'development' };
    expect(await unseal(local, await seal(local, 'dev-token'))).toBe('dev-token');
    await expect(seal({ APP_ENV: 'production', SESSION_SECRET: 'set' }, 'x')).rejects.toThrow(/INTEGRATION_KEYS/);
  });
});

describe('integrations', () => {
  it('keeps credentials sealed, out of the DTO, and reconnects the same outside account in place', async () => {
    const { accountId, admin } = await addOrg();
    const row = await connectIntegration(E, db(), {
      accountId,
      userId: admin.id,
      provider: 'google_calendar',
      kind: 'calendar',
      externalAccountId: 'ada@gmail.test',
      externalAccountName: 'ada@gmail.test',
      credentials: { accessToken: 'at-1', refreshToken: 'rt-1' },
      tokenExpiresAt: 1,
      actorUserId: admin.id,
    });
    expect(row.credentials).not.toContain('rt-1');
    expect(JSON.stringify(toIntegrationDto(row))).not.toContain('rt-1');
    expect(await credentialsOf(E, row)).toEqual({ accessToken: 'at-1', refreshToken: 'rt-1' });
    const again = await connectIntegration(E, db(), {
      accountId,
      userId: admin.id,
      provider: 'google_calendar',
      kind: 'calendar',
      externalAccountId: 'ada@gmail.test',
      credentials: { accessToken: 'at-2', refreshToken: 'rt-2' },
      actorUserId: admin.id,
    });
    expect(again.id).toBe(row.id);
    expect(await credentialsOf(E, again)).toEqual({ accessToken: 'at-2', refreshToken: 'rt-2' });
  });

  it('expires once however many requests notice a dead token, with one audit entry', async () => {
    const { accountId, admin } = await addOrg();
    const row = await connectIntegration(E, db(), {
      accountId,
      userId: admin.id,
      provider: 'zoom',
      kind: 'conferencing',
      credentials: {},
      actorUserId: admin.id,
    });
    const results = await Promise.all(Array.from({ length: 5 }, () => markExpired(db(), row, 'invalid_grant')));
    expect(results.filter(Boolean)).toHaveLength(1);
    expect((await getIntegration(db(), accountId, row.id)).status).toBe('expired');
    const entries = await listAuditLog(db(), accountId, { action: 'integration_expired', limit: 10 });
    expect(entries).toEqual([expect.objectContaining({ integrationId: row.id, integrationName: 'zoom', subjectUserId: admin.id })]);
    await removeIntegration(db(), row, admin.id);
    await expect(getIntegration(db(), accountId, row.id)).rejects.toThrow(/not found/);
    await expect(E.DB.prepare('delete from audit_log where account_id = ?').bind(accountId).run()).rejects.toThrow(/append-only/);
  });

  it('uses an OAuth state once, for its own provider, within ten minutes', async () => {
    const { accountId, admin } = await addOrg();
    const now = Date.now();
    const { state, codeVerifier } = await beginOAuth(db(), {
      accountId,
      userId: admin.id,
      provider: 'hubspot',
      returnTo: '/settings/integrations',
      now,
    });
    expect(await consumeOAuthState(db(), state, 'salesforce', now)).toBeNull();
    const second = await beginOAuth(db(), { accountId, userId: admin.id, provider: 'hubspot', now });
    const both = await Promise.all([
      consumeOAuthState(db(), second.state, 'hubspot', now),
      consumeOAuthState(db(), second.state, 'hubspot', now),
    ]);
    expect(both.filter(Boolean)).toEqual([expect.objectContaining({ codeVerifier: second.codeVerifier, userId: admin.id })]);
    const late = await beginOAuth(db(), { accountId, userId: admin.id, provider: 'hubspot', now });
    expect(await consumeOAuthState(db(), late.state, 'hubspot', now + 11 * 60_000)).toBeNull();
    expect(codeVerifier.length).toBeGreaterThan(40);
  });
});
