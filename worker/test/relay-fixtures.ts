import type { TestClient } from './client';
import { uid } from './client';
import { openMeetingType } from './booking-helpers';
import { nativeForm, ownerRule, salesTeamId } from './routing-session-helpers';

// Relay fixtures for the relay suites: a form, a type open all hours for Ursula and Ravi, a strict pod of
// the two that takes every prospect (its condition is the e-mail, which every handoff has), the fallback
// pod, the account-owner matching rule, and the demo booker Bea.

export async function relayRefs(admin: TestClient, method = 'round_robin_strict') {
  const teamId = await salesTeamId(admin);
  const pod = await admin.json('POST', '/api/distribution-rules', {
    kind: 'rule',
    definition: {
      name: `Relay pod ${uid()}`,
      teamId,
      distribution: 'round_robin_select',
      members: [
        { userId: 'demo-ursula', weight: 1 },
        { userId: 'demo-ravi', weight: 1 },
      ],
      conditions: [{ field: { source: 'form', key: 'email' }, operator: 'not_empty' }],
      method,
    },
  });
  if (pod.status !== 201) throw new Error(`pod: ${JSON.stringify(pod.body)}`);
  const fallbacks = (await admin.json('GET', '/api/distribution-rules?kind=fallback_pod')).body.data;
  let fallbackPodId = fallbacks[0]?.id as string | undefined;
  if (!fallbackPodId) {
    const res = await admin.json('POST', '/api/distribution-rules', {
      kind: 'fallback_pod',
      definition: {
        name: `Fallback ${uid()}`,
        teamId,
        distribution: 'round_robin_all',
        members: [],
        conditions: [],
        method: 'round_robin_strict',
      },
    });
    if (res.status !== 201) throw new Error(`fallback: ${JSON.stringify(res.body)}`);
    fallbackPodId = res.body.data.id;
  }
  return {
    teamId,
    formId: await nativeForm(),
    meetingTypeId: (await openMeetingType(admin, ['demo-ursula', 'demo-ravi'])).id,
    podId: pod.body.data.id as string,
    fallbackPodId: fallbackPodId!,
    matchingRuleId: await ownerRule(admin),
  };
}

export type RelayRefs = Awaited<ReturnType<typeof relayRefs>>;

export const relayBody = (refs: RelayRefs, over: Record<string, unknown> = {}) => ({
  name: `Handover ${uid()}`,
  teamId: refs.teamId,
  meetingTypeId: refs.meetingTypeId,
  formId: refs.formId,
  handoverEnabled: true,
  matchingRuleIds: [refs.matchingRuleId],
  distributionPodIds: [refs.podId],
  fallbackPodId: refs.fallbackPodId,
  roundRobin: { internal: 'round_robin_strict', links: 'round_robin_strict' },
  bookerUserIds: ['demo-booker'],
  ...over,
});

export async function createRelay(admin: TestClient, refs: RelayRefs, over: Record<string, unknown> = {}) {
  const res = await admin.json('POST', '/api/relays', relayBody(refs, over));
  if (res.status !== 201) throw new Error(`relay: ${JSON.stringify(res.body)}`);
  return res.body.data as { id: string; version: number };
}

export const handoff = (booker: TestClient, relayId: string, email: string, over: Record<string, unknown> = {}) =>
  booker.json('POST', '/api/relay-sessions', { relayId, prospectEmail: email, prospectName: 'Pat Prospect', timezone: 'UTC', ...over });
