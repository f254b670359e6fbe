import type { Db } from '../db/client';
import type { Caller, Env } from '../env';
import { DEFAULT_CALIBRATION } from '../contracts/distribution';
import { createRule } from '../features/distribution/service';
import { createRule as createMatchingRule } from '../features/matching-rules/service';
import { createLink } from '../features/meeting-links/service';
import { bookOnBehalf } from '../features/meetings/book-on-behalf';
import { previewSlots } from '../features/meeting-types/slots';
import { listMeetingTypes } from '../features/meeting-types/service';
import { listTeams } from '../features/teams/service';

/**
 * What makes the demo organization feel lived in on first start: a booking link per style, a few
 * booked meetings, a matching rule and round-robin pods. Only for the local app (it needs the queue
 * and the pod objects), never for tests, which seed the bare organization.
 */
export async function seedShowcase(env: Env, db: Db, admin: Caller) {
  const types = await listMeetingTypes(db, admin);
  const intro = types.find((t) => t.name === 'Intro call');
  const demo = types.find((t) => t.name === 'Product demo');
  const sales = (await listTeams(db, admin)).find((t) => t.name === 'Sales');
  if (!intro || !demo || !sales) return;
  await createLink(env, db, admin, {
    kind: 'personal', name: 'Intro call with Ursula', slug: 'intro-with-ursula', ownerUserId: 'demo-ursula', groupMode: null, memberIds: [], meetingTypeId: intro.id, customMeetingType: null,
    questions: [{ id: 'company_size', type: 'dropdown', question: 'How many employees?', placeholder: '', options: ['1-50', '51-200', '201-1000', '1000+'], required: true, crmField: null }],
    appearance: { linkColor: '#4f46e5', buttonColor: '#4f46e5', language: 'en' }, redirectUrl: null, metaTitle: null, metaDescription: null, metaImage: null,
  });
  await createLink(env, db, admin, {
    kind: 'group', name: 'Talk to sales', slug: 'talk-to-sales', ownerUserId: 'demo-manager', groupMode: 'round_robin', memberIds: ['demo-ursula', 'demo-ravi'], meetingTypeId: intro.id, customMeetingType: null,
    questions: [], appearance: { linkColor: '#0891b2', buttonColor: '#0891b2', language: 'en' }, redirectUrl: null, metaTitle: null, metaDescription: null, metaImage: null,
  });
  // Two meetings next week, at the first free times the engine offers.
  const from = new Date(Date.now() + 7 * 86_400_000).toISOString();
  const to = new Date(Date.now() + 14 * 86_400_000).toISOString();
  const preview = await previewSlots(db, admin, intro.id, { from, to, timezone: 'America/New_York', mode: 'any' });
  const starts = preview.days.flatMap((d) => d.slots.slice(2, 3).map((s) => s.start)).slice(0, 2);
  const prospects = [['Priya Patel', 'priya@northwind.test', 'Europe/London'], ['Diego Alvarez', 'diego@contoso.test', 'America/Mexico_City']];
  for (const [i, start] of starts.entries()) {
    const [name, email, tz] = prospects[i];
    await bookOnBehalf(env, db, admin, { meetingTypeId: intro.id, hostUserId: null, start, prospectName: name, prospectEmail: email, prospectTimezone: tz, guests: [], internalGuestIds: [], notes: '' });
  }
  await createMatchingRule(db, admin, {
    name: 'Account owner by e-mail domain', moduleType: 'related_account', matchBy: { by: 'email_domain' }, fuzzy: false, conditions: [],
    assignee: { type: 'record_owner', ownerProperty: 'owner_id' }, updateOwner: { enabled: false }, guests: [],
  });
  const pod = { teamId: sales.id, groups: null, meetingTypeOverrideId: null, postBookingRedirectUrl: null, redistributionRedirectUrl: null, guests: [], ownerUpdate: { enabled: false } };
  await createRule(env, db, admin, {
    kind: 'rule',
    definition: { ...pod, name: 'Enterprise (200+ employees)', distribution: 'round_robin_select', members: [{ userId: 'demo-ursula', weight: 2 }, { userId: 'demo-manager', weight: 1 }], conditions: [{ field: { source: 'form', key: 'company_size' }, operator: 'at_least', value: 200 }], method: 'round_robin_strict' },
    calibration: DEFAULT_CALIBRATION,
  });
  await createRule(env, db, admin, {
    kind: 'fallback_pod',
    definition: { ...pod, name: 'Everyone in Sales', distribution: 'round_robin_all', members: [], conditions: [], method: 'round_robin_available' },
    calibration: DEFAULT_CALIBRATION,
  });
}
