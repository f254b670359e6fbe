import type { TestClient } from './client';
import { uid } from './client';

/** The mapping of the demo page's contact-sales form: first name, last name, e-mail and company. */
export const MARKETING_MAPPING = {
  sourceUrl: 'https://www.acme.test/demo',
  selector: '#contact-sales',
  nameFields: { mode: 'split', firstName: 'firstname', lastName: 'lastname' },
  emailField: 'email',
  additionalFields: [{ name: 'company', contactField: null, leadField: 'company' }],
};

/** A marketing form with a full mapping (first name, last name, e-mail), made through the API. */
export async function marketingForm(client: TestClient, mapping: Record<string, unknown> = {}) {
  const res = await client.json('POST', '/api/forms', {
    kind: 'marketing_form',
    name: `Website form ${uid()}`,
    formKey: uid().slice(0, 4).toUpperCase(),
    provider: 'hubspot',
    mapping: { ...MARKETING_MAPPING, ...mapping },
  });
  if (res.status !== 201) throw new Error(`form: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data as { id: string; name: string };
}

export async function meetingTypeId(client: TestClient, name = 'Intro call') {
  const types = (await client.json('GET', '/api/meeting-types')).body.data as { id: string; name: string }[];
  return types.find((t) => t.name === name)!.id;
}

export async function matchingRule(client: TestClient) {
  const res = await client.json('POST', '/api/matching-rules', {
    name: `Owner match ${uid()}`,
    moduleType: 'related_account',
    matchBy: { by: 'email_domain' },
    assignee: { type: 'record_owner', ownerProperty: 'owner_id' },
  });
  if (res.status !== 201) throw new Error(`matching rule: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data.id as string;
}

/** A distribution rule (kind 'rule') or the fallback pod over the demo Sales team; an existing fallback pod is reused. */
export async function distributionRule(client: TestClient, kind: 'rule' | 'fallback_pod' = 'rule') {
  if (kind === 'fallback_pod') {
    const existing = (await client.json('GET', '/api/distribution-rules?kind=fallback_pod')).body.data;
    if (existing.length) return existing[0].id as string;
  }
  const teams = (await client.json('GET', '/api/teams')).body.data as { id: string; name: string }[];
  const teamId = (teams.find((t) => t.name === 'Sales') ?? teams[0]).id;
  const definition = {
    name: `Pod ${uid()}`,
    teamId,
    distribution: 'round_robin_all',
    members: [],
    conditions: kind === 'rule' ? [{ field: { source: 'form', key: 'company_size' }, operator: 'at_least', value: 100 }] : [],
    method: 'round_robin_strict',
  };
  const res = await client.json('POST', '/api/distribution-rules', { kind, definition });
  if (res.status !== 201) throw new Error(`distribution rule: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data.id as string;
}

/** A valid router body for the given references; `over` replaces any field. */
export const routerBody = (
  refs: { formId: string; meetingTypeId: string; matchingRuleIds?: string[]; distributionRuleIds?: string[] },
  over: Record<string, unknown> = {},
) => ({
  name: `Website router ${uid()}`,
  formId: refs.formId,
  meetingTypeId: refs.meetingTypeId,
  matchingEnabled: (refs.matchingRuleIds ?? []).length > 0,
  matchingRuleIds: refs.matchingRuleIds ?? [],
  distributionRuleIds: refs.distributionRuleIds ?? [],
  redirects: {
    bookedUrl: 'https://www.acme.test/thanks',
    notBookedUrl: 'https://www.acme.test/later',
    disqualifiedUrl: 'https://www.acme.test/sorry',
    queryParams: [{ key: 'email', formField: 'email' }],
  },
  crmModule: 'lead',
  ...over,
});

/** A router with a fresh form and a fresh distribution rule in the client's organization. */
export async function router(client: TestClient, over: Record<string, unknown> = {}) {
  const form = await marketingForm(client);
  const refs = { formId: form.id, meetingTypeId: await meetingTypeId(client), distributionRuleIds: [await distributionRule(client)] };
  const res = await client.json('POST', '/api/routers', routerBody(refs, over));
  if (res.status !== 201) throw new Error(`router: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data as { id: string; name: string; formId: string; version: number };
}

export const redirectRuleBody = (over: Record<string, unknown> = {}) => ({
  name: `Enterprise thanks ${uid()}`,
  type: 'booked',
  conditions: [{ field: { source: 'form', key: 'company_size' }, operator: 'at_least', value: 500 }],
  url: 'https://www.acme.test/enterprise-thanks',
  queryParams: [],
  ...over,
});

/**
 * A campaign router's create body in the demo organization: Ursula and Ravi assigned, no consent, US phone
 * numbers, a redirect for later, contacts as CRM records; `over` replaces or adds any field (fallback first).
 */
export const campaignRouterBody = <T extends Record<string, unknown>>(
  ids: { teamId: string; meetingTypeId: string; formId: string },
  over: T = {} as T,
) => ({
  name: `Webinar ${uid()}`,
  slug: `webinar-${uid()}`,
  teamId: ids.teamId,
  assignedMemberIds: ['demo-ursula', 'demo-ravi'],
  meetingTypeId: ids.meetingTypeId,
  formId: ids.formId,
  consentEnabled: false,
  consentText: '',
  defaultCountryCode: 'US',
  redirectUrl: 'https://www.acme-site.test/later',
  matchingRuleIds: [],
  crmRecords: 'contacts',
  assetTemplateId: null,
  ...over,
});
