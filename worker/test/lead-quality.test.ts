import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ROUTING_REASONS } from '../contracts/routing';
import { demo, type TestClient } from './client';
import { distributionRule, routerBody } from './router-helpers';
import { meetingType, nativeForm, sessionRow, widget } from './routing-session-helpers';

// The router's "Spam and low-quality lead disqualification" setting, saved through the API and acting on
// submissions: the MX lookup goes to the strict DNS-over-HTTPS fake (worker/test/fakes/doh.ts), whose
// answers are told by the domain's name.

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

let admin: TestClient;
let refs: { formId: string; meetingTypeId: string; distributionRuleIds: string[] };

beforeAll(async () => {
  ({ admin } = await demo());
  refs = { formId: await nativeForm(), meetingTypeId: await meetingType(admin), distributionRuleIds: [await distributionRule(admin)] };
});

async function router(disqualifyLowQuality: boolean) {
  const res = await admin.json('POST', '/api/routers', routerBody(refs, { disqualifyLowQuality }));
  expect(res.status).toBe(201);
  expect(res.body.data.disqualifyLowQuality).toBe(disqualifyLowQuality);
  return res.body.data.id as string;
}

const submit = async (routerId: string, email: string, name = 'Dana Whitfield') => {
  const sub = await widget.submit(routerId, { name, email, country: 'France' });
  expect(sub.status).toBe(201);
  return { answer: sub.body.data, session: (await sessionRow(sub.body.data.sessionId))! };
};

const questionsAsked = async () => (await (await fetch('https://cloudflare-dns.com/__questions')).json()) as Record<string, number>;

describe('spam and low-quality lead disqualification', () => {
  it.each([
    ['a disposable provider', 'dana@mailinator.com', 'Dana Whitfield', 'a disposable email provider'],
    ['a role address', 'info@acme-quality.test', 'Dana Whitfield', 'a shared role address such as info@'],
    ['a domain that does not exist', 'dana@no-such-domain.test', 'Dana Whitfield', 'a domain that cannot receive email'],
    ['a domain with a null MX', 'dana@null-mx.test', 'Dana Whitfield', 'a domain that cannot receive email'],
    ['a name typed at random', 'dana@acme-quality.test', 'Asdfgh Jkl', 'a name that looks like random typing'],
  ])('on: %s is disqualified, sent to the disqualified URL, with the reason in the log', async (_, email, name, words) => {
    const routerId = await router(true);
    const { answer, session } = await submit(routerId, email, name);
    expect(answer).toMatchObject({ outcome: 'disqualified', assignee: null });
    expect(answer.redirectUrl).toMatch(/^https:\/\/www\.acme\.test\/sorry/);
    expect(session.outcomeReason).toBe(`Disqualified as a likely spam lead: ${words}`);
    expect(session.decision!.disqualification).toEqual({ reason: session.outcomeReason });
    expect(session.decision!.events.find((e) => e.type === 'disqualified')?.detail).toBe(session.outcomeReason);
  });

  it.each([
    ['a domain with only an address record (the implicit MX)', 'dana@a-only.test', 'found'],
    ['a resolver slower than the lookup waits', 'dana@slow-dns.test', 'unknown'],
    ['a resolver failure', 'dana@broken-dns.test', 'unknown'],
    ['a good lead', 'dana@acme-quality.test', 'found'],
  ])('on: %s routes, and the lookup is stored for replay', async (_, email, mailServer) => {
    const routerId = await router(true);
    const { answer, session } = await submit(routerId, email);
    expect(answer.outcome).not.toBe('disqualified');
    expect(session.decision!.inputs.leadQuality).toEqual({ name: 'Dana Whitfield', mailServer });
    expect(session.decision!.inputs.options.disqualifyLowQuality).toBe(true);
  });

  it('off: the same spam routes, and no DNS question is asked', async () => {
    const routerId = await router(false);
    const before = (await questionsAsked())['spam-off.invalid MX'] ?? 0;
    const { answer, session } = await submit(routerId, 'info@spam-off.invalid', 'Asdfgh Jkl');
    expect(answer.outcome).not.toBe('disqualified');
    expect(session.decision!.inputs.leadQuality).toBeUndefined();
    expect((await questionsAsked())['spam-off.invalid MX'] ?? 0).toBe(before);
  });

  it('asks DNS once per domain while the answer is fresh', async () => {
    const routerId = await router(true);
    await submit(routerId, 'dana@cached-quality.test');
    await submit(routerId, 'lee@cached-quality.test');
    expect((await questionsAsked())['cached-quality.test MX']).toBe(1);
  });

  it('free e-mail stays its own setting: quality alone lets a gmail.com lead through', async () => {
    const routerId = await router(true);
    const { session } = await submit(routerId, 'dana.whitfield@gmail.com');
    expect(session.outcomeReason).not.toBe(ROUTING_REASONS.freeEmailDisqualified);
    expect(session.outcome).not.toBe('disqualified');
  });
});
