import { SELF } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { addOrg, addUser, db, signIn, uid } from './client';
import { setPlan } from '../features/plans/service';
import { connectCrm, fake, HS } from './crm-kit';

async function connected() {
  const org = await addOrg();
  const rep = await addUser(org.accountId, { email: `rep-${uid()}@${org.domain}`, role: 'regular', name: 'Rita Rep' });
  const manager = await addUser(org.accountId, { email: `mgr-${uid()}@${org.domain}`, role: 'manager', name: 'Max Manager' });
  const admin = await signIn(org.admin.email);
  const portal = await fake<{ portalId: number; code: string }>(`${HS}/__fake/portals`, {
    owners: [{ id: '101', email: rep.email }],
    companies: [{ id: '1', properties: { name: 'A', domain: `a-${uid()}.example` } }],
  });
  return { ...org, admin, rep, manager, portal };
}

describe('the integrations API', () => {
  it('is for admins only', async () => {
    const o = await connected();
    for (const email of [o.rep.email, o.manager.email]) {
      const c = await signIn(email);
      expect((await c.json('GET', '/api/integrations')).status).toBe(403);
      expect((await c.json('POST', '/api/integrations/crm/hubspot/connect', {})).status).toBe(403);
      expect((await c.json('GET', '/api/audit-log')).status).toBe(403);
      // Everyone may learn why the CRM is failing; only admins get to reconnect.
      expect((await c.json('GET', '/api/integrations/crm-failure')).body.data.canReconnect).toBe(false);
    }
    expect((await o.admin.json('POST', '/api/integrations/crm/nosuchcrm/connect', {})).status).toBe(422);
    expect(
      (await o.admin.json('POST', '/api/integrations/crm/salesforce/connect', { domain: 'not a domain' })).body.errors[0],
    ).toMatchObject({ detail: 'Salesforce domain name is required' });
  });

  it('uses an OAuth state once: two callbacks racing with the same state connect once', async () => {
    const o = await connected();
    const start = await o.admin.json('POST', '/api/integrations/crm/hubspot/connect', {});
    const state = new URL(start.body.data.authorizeUrl).searchParams.get('state')!;
    const second = await fake<{ code: string }>(`${HS}/__fake/portals/${o.portal.portalId}/code`, {});
    const headers = { cookie: [...o.admin.cookies].map(([k, v]) => `${k}=${v}`).join('; '), 'cf-connecting-ip': o.admin.ip };
    const results = await Promise.all(
      [o.portal.code, second.code].map((code) =>
        SELF.fetch(`http://127.0.0.1:8787/api/integrations/oauth/hubspot/callback?code=${code}&state=${state}`, {
          headers,
          redirect: 'manual',
        }),
      ),
    );
    const locations = results.map((r) => r.headers.get('location')).sort();
    expect(locations.filter((l) => l === '/settings/integrations/hubspot')).toHaveLength(1);
    expect(locations.filter((l) => l?.startsWith('/settings/integrations?error='))).toHaveLength(1);
    expect(
      (await env.DB.prepare("select count(*) n from audit_log where account_id = ? and action = 'integration_connected'")
        .bind(o.accountId)
        .first<{ n: number }>())!.n,
    ).toBe(1);
  });

  it("saves mappings and settings with the spec's shapes, and disables only with the typed 'Disable HubSpot', once", async () => {
    const o = await connected();
    await connectCrm(o.admin, 'hubspot', o.portal.code);
    const bad = await o.admin.json('PUT', '/api/integrations/crm/hubspot/update_mapping', {
      integration: { crm_field_mappings: [{ field: 'industry', module_type: 'account', name: '' }] },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors[0].detail).toBe('Each mapping needs a name');
    const dup = await o.admin.json('PUT', '/api/integrations/crm/hubspot/update_mapping', {
      integration: {
        crm_field_mappings: [
          { field: 'industry', module_type: 'account', name: 'Industry' },
          { field: 'x', module_type: 'account', name: 'industry' },
        ],
      },
    });
    expect(dup.status).toBe(422);
    const ok = await o.admin.json('PUT', '/api/integrations/crm/hubspot/update_mapping', {
      integration: { crm_field_mappings: [{ field: 'industry', module_type: 'account', name: 'Industry' }] },
    });
    expect(ok.body.data.settings.crmFieldMappings).toEqual([{ field: 'industry', module_type: 'account', name: 'Industry' }]);
    expect((await o.admin.json('PUT', '/api/integrations/crm/hubspot', { moduleType: 'contact' })).body.data.settings.moduleType).toBe(
      'contact',
    );
    expect((await o.admin.json('GET', '/api/integrations/crm/hubspot_oauth')).body.data).toMatchObject({
      provider: 'hubspot',
      settings: { moduleType: 'contact' },
    });
    expect((await o.admin.json('PUT', '/api/integrations/crm/hubspot', { moduleType: 'account' })).status).toBe(422);
    // Spec section 6: a separate owner property for leads and contacts is an Enterprise feature.
    const refused = await o.admin.json('PUT', '/api/integrations/crm/hubspot', { leadOwnerProperty: 'x' });
    expect(refused.status).toBe(403);
    expect(refused.body.errors[0]).toMatchObject({
      code: 'enterprise_plan',
      detail: 'A separate owner property for leads and contacts is available on the Enterprise plan. Contact us to enable it.',
    });
    expect((await o.admin.json('GET', '/api/integrations/crm/hubspot')).body.data.settings.leadOwnerProperty ?? null).toBeNull();
    await setPlan(db(), o.accountId, 'enterprise');
    const accepted = await o.admin.json('PUT', '/api/integrations/crm/hubspot', {
      leadOwnerProperty: 'lead_owner',
      contactOwnerProperty: 'contact_owner',
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body.data).toMatchObject({
      plan: 'enterprise',
      settings: { leadOwnerProperty: 'lead_owner', contactOwnerProperty: 'contact_owner' },
    });

    const wrong = await o.admin.request('DELETE', '/api/integrations/crm/hubspot', { confirmation: 'Disable Hubspot' });
    expect(wrong.status).toBe(422);
    expect(((await wrong.json()) as { errors: { detail: string }[] }).errors[0].detail).toBe(
      "The given input didn't match the integration name",
    );
    const both = await Promise.all(
      [1, 2].map(() => o.admin.request('DELETE', '/api/integrations/crm/hubspot', { confirmation: 'Disable HubSpot' })),
    );
    expect(both.map((r) => r.status).sort()).toEqual([204, 404]);
    expect(
      (await env.DB.prepare("select count(*) n from audit_log where account_id = ? and action = 'integration_removed'")
        .bind(o.accountId)
        .first<{ n: number }>())!.n,
    ).toBe(1);
    expect(
      (await env.DB.prepare("select count(*) n from crm_records where account_id = ? and id like '%:%:%'")
        .bind(o.accountId)
        .first<{ n: number }>())!.n,
    ).toBe(0);
    expect((await o.admin.json('GET', '/api/integrations/crm/hubspot')).body.data).toBeNull();
  });
});
