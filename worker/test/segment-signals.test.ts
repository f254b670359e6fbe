import { env } from 'cloudflare:workers';
import { describe, expect, it, vi } from 'vitest';
import type { Env } from '../env';
import { SELECT_A_SEGMENT } from '../contracts/routing';
import { handleEvent } from '../features/events/service';
import { signalsEventHandler } from '../features/signals/parts/fire';
import { disqualifiedProspect } from './event-helpers';
import { addOrg, db, signIn, uid } from './client';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

const E = env as unknown as Env;

/** A segment as a signal filter (issue 28): the signal fires only for prospects whose CRM record is in the segment. */
async function submitted(accountId: string, email: string) {
  const id = await disqualifiedProspect(accountId, { email, name: 'Pat', outcome: 'not_booked' });
  await handleEvent(E, db(), [signalsEventHandler], id);
}

describe('a signal filtered by segment', () => {
  it('fires for a prospect of an account in the segment, not for others, and the firing joins the account stream', async () => {
    const o = await addOrg();
    const admin = await signIn(o.admin.email);
    const tag = uid();
    const gold = await admin.json('POST', '/api/crm/records', {
      module: 'account',
      name: 'Gold Co',
      domain: `gold-${tag}.test`,
      fields: { tier: 'gold' },
    });
    await admin.json('POST', '/api/crm/records', { module: 'account', name: 'Tin Co', domain: `tin-${tag}.test`, fields: { tier: 'tin' } });
    const seg = await admin.json('POST', '/api/segments', {
      module: 'account',
      name: 'Gold',
      scope: 'global',
      conditions: [{ field: 'tier', operator: 'equals', value: 'gold' }],
    });
    const filters = [{ field: { source: 'crm', key: 'segment' }, operator: 'in_segment', segmentId: seg.body.data.id }];
    const body = {
      name: 'Gold activity',
      triggerType: 'on_account',
      event: 'prospect.disqualified',
      filters,
      frequency: 'every_time',
      notify: 'all_users',
      channels: [],
      actions: [],
      message: '',
    };
    const signal = await admin.json('POST', '/api/signals', body);
    expect(signal.status, JSON.stringify(signal.body)).toBe(201);

    await submitted(o.accountId, `pat@gold-${tag}.test`);
    await submitted(o.accountId, `tom@tin-${tag}.test`);
    const bell = (await admin.json('GET', '/api/notifications')).body.data;
    expect(bell.items.map((i: { body: string }) => i.body)).toEqual([`Pat (gold-${tag}.test)`]);
    const stream = await admin.json('GET', `/api/accounts/${gold.body.data.id}/activity`);
    expect(stream.body.data.filter((i: { kind: string }) => i.kind === 'signal').map((i: { title: string }) => i.title)).toEqual([
      'Gold activity',
    ]);

    const personal = await admin.json('POST', '/api/segments', {
      module: 'account',
      name: 'Mine',
      conditions: [{ field: 'tier', operator: 'not_empty' }],
    });
    const refused = await admin.json('POST', '/api/signals', { ...body, filters: [{ ...filters[0], segmentId: personal.body.data.id }] });
    expect(refused.status).toBe(422);
    expect(refused.body.errors[0]).toMatchObject({ detail: SELECT_A_SEGMENT, source: { pointer: '/filters/0/segmentId' } });
  });
});
