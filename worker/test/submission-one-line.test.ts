import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { forms } from '../db/schema/routing';
import { DEMO_ACCOUNT_ID } from '../dev/seed';
import { db, demo, uid, type TestClient } from './client';
import { makeRouter, meetingType, nativeForm, salesTeamId, widget } from './routing-session-helpers';
import { campaignRouterBody } from './router-helpers';

// One-line answers of router and campaign submissions (names, company, e-mail) refuse line breaks and
// control characters as the booking form does: 422 at /answers/{input}, nothing routed or stored.

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

let admin: TestClient;
let typeId: string;

beforeAll(async () => {
  ({ admin } = await demo());
  typeId = await meetingType(admin);
});

/** A marketing form mapped with split names and a company input mapped to the CRM's company field. */
async function marketingForm() {
  const id = crypto.randomUUID();
  const now = Date.now();
  const mapping = {
    sourceUrl: 'https://www.acme-site.test/contact',
    selector: '#demo',
    nameFields: { mode: 'split' as const, firstName: 'fname', lastName: 'lname' },
    emailField: 'work_email',
    additionalFields: [
      { name: 'org/name', contactField: null, leadField: 'company' },
      { name: 'notes', contactField: null, leadField: 'description' },
    ],
  };
  await db()
    .insert(forms)
    .values({
      id,
      accountId: DEMO_ACCOUNT_ID,
      kind: 'marketing_form',
      name: `Demo form ${uid()}`,
      formKey: uid().slice(0, 4),
      provider: 'custom',
      questions: [],
      mapping,
      createdAt: now,
      updatedAt: now,
    })
    .run();
  return id;
}

const sessionsOf = async (email: string) =>
  (await env.DB.prepare('select count(*) as n from routing_sessions where prospect_email = ?').bind(email).first<{ n: number }>())!.n;
const errorsOf = (res: { body: any }) =>
  (res.body.errors as { detail: string; source?: { pointer: string } }[]).map((e) => [e.source?.pointer, e.detail]);

describe('router submissions', () => {
  it('refuse a line break in first name, last name or company with the pointer of the input, and route nothing', async () => {
    const routerId = await makeRouter({ formId: await marketingForm(), meetingTypeId: typeId });
    const email = `pat-${uid()}@prospect-${uid()}.com`;
    const good = { fname: 'Pat', lname: 'Prospect', work_email: email, 'org/name': 'Pat Co', notes: 'Line one\nline two' };
    const refused = await widget.submit(routerId, {
      ...good,
      fname: 'Pat\r\nBcc: victim@evil.example',
      lname: 'Pro\nspect',
      'org/name': 'Pat Co\u2028Inc',
    });
    expect(refused.status).toBe(422);
    expect(errorsOf(refused)).toEqual([
      ['/answers/fname', 'First name cannot contain line breaks or control characters'],
      ['/answers/lname', 'Last name cannot contain line breaks or control characters'],
      ['/answers/org~1name', 'Company cannot contain line breaks or control characters'],
    ]);
    expect(await sessionsOf(email)).toBe(0);
    // Free text mapped to a multi-line field keeps its line breaks.
    const routed = await widget.submit(routerId, good);
    expect(routed.status).toBe(201);
    expect(await sessionsOf(email)).toBe(1);
  });

  it("refuse one in a native form's name and its company question", async () => {
    const routerId = await makeRouter({ formId: await nativeForm(), meetingTypeId: typeId });
    const email = `lee-${uid()}@prospect-${uid()}.com`;
    const byName = await widget.submit(routerId, { name: 'Lee\rStone', email });
    expect(byName.status).toBe(422);
    expect(errorsOf(byName)).toEqual([['/answers/name', 'Name cannot contain line breaks or control characters']]);
    const byCompany = await widget.submit(routerId, { name: 'Lee Stone', email, company: 'Stone\nLtd' });
    expect(errorsOf(byCompany)).toEqual([['/answers/company', 'Company cannot contain line breaks or control characters']]);
    expect(await sessionsOf(email)).toBe(0);
  });
});

describe('campaign submissions', () => {
  it('refuse a line break in the name or company of the contact form', async () => {
    const team = await salesTeamId(admin);
    const created = await admin.json(
      'POST',
      '/api/campaign-routers',
      campaignRouterBody(
        { teamId: team, meetingTypeId: typeId, formId: await nativeForm() },
        {
          assignedMemberIds: ['demo-ursula'],
          fallback: {
            distribution: 'round_robin_select',
            teamId: team,
            method: 'round_robin_strict',
            memberships: [{ userId: 'demo-ursula', weight: 1 }],
          },
        },
      ),
    );
    expect(created.status).toBe(201);
    const path = `/api/public/campaigns/${new URL(created.body.data.url).pathname.split('/').slice(2).join('/')}/submissions`;
    const email = `kim-${uid()}@prospect-${uid()}.com`;
    const submit = (answers: Record<string, string>) =>
      widget.call('POST', path, { pageUrl: 'https://app.routewise.test/c/acme/webinar', answers });
    const refused = await submit({ name: 'Kim\nLee', email, company: 'Kim\r\nCo', country: 'Brazil' });
    expect(refused.status).toBe(422);
    expect(errorsOf(refused)).toEqual([
      ['/answers/name', 'Name cannot contain line breaks or control characters'],
      ['/answers/company', 'Company cannot contain line breaks or control characters'],
    ]);
    expect(await sessionsOf(email)).toBe(0);
    expect((await submit({ name: 'Kim Lee', email, company: 'Kim Co' })).status).toBe(201);
    expect(await sessionsOf(email)).toBe(1);
  });
});
