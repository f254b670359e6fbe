// Routing core figures: matching a prospect against a 100,000-record CRM snapshot through the index,
// and choosing the next member of a 50-member pod. Prints `name value unit` lines.
import type { CrmRecord, MatchingRule, RoutingUser } from '../worker/contracts/routing';
import type { RoundRobinSettings } from '../worker/contracts/round-robin';
import { buildCrmIndex } from '../worker/core/routing/crm-index';
import { evaluateMatchingRules } from '../worker/core/routing/matching';
import { buildUserDirectory } from '../worker/core/routing/assignee';
import { chooseNext } from '../worker/core/round-robin/choose';
import { applyEvent } from '../worker/core/round-robin/events';
import { emptyRoundRobinState, type RoundRobinState } from '../worker/core/round-robin/state';

function prng(seed: number): () => number {
  let a = seed | 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function p99(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.99) - 1)];
}

const random = prng(42);
const ACCOUNTS = 10_000;
const CONTACTS = 60_000;
const LEADS = 20_000;
const OPPS = 10_000;
const OWNERS = 200;
const tlds = ['com', 'io', 'co.uk', 'de', 'com.au'];
const domainOf = (i: number) => `company${i}.${tlds[i % tlds.length]}`;
const owner = () => `owner-${Math.floor(random() * OWNERS)}`;
const updated = () => new Date(Date.UTC(2023, 0, 1) + Math.floor(random() * 365) * 86_400_000).toISOString();

function generate(): CrmRecord[] {
  const records: CrmRecord[] = [];
  for (let i = 0; i < ACCOUNTS; i++) {
    records.push({
      id: `A${i}`,
      module: 'account',
      domain: `https://www.${domainOf(i)}`,
      updatedAt: updated(),
      fields: { owner_id: owner(), tier: i % 3 ? 'smb' : 'enterprise' },
    });
  }
  for (let i = 0; i < CONTACTS; i++) {
    const a = i % ACCOUNTS;
    records.push({
      id: `C${i}`,
      module: 'contact',
      email: `person${i}@${i % 7 === 0 ? 'mail.' : ''}${domainOf(a)}`,
      phone: `+1415${String(1_000_000 + i).slice(-7)}`,
      accountId: `A${a}`,
      updatedAt: updated(),
      fields: { owner_id: owner(), lifecycle: i % 5 ? 'lead' : 'customer' },
    });
  }
  for (let i = 0; i < LEADS; i++) {
    records.push({
      id: `L${i}`,
      module: 'lead',
      email: `lead${i}@${i % 4 ? domainOf(ACCOUNTS + i) : 'gmail.com'}`,
      updatedAt: updated(),
      fields: { owner_id: owner() },
    });
  }
  for (let i = 0; i < OPPS; i++) {
    records.push({
      id: `O${i}`,
      module: 'opportunity',
      accountId: `A${i % ACCOUNTS}`,
      contactId: `C${i}`,
      updatedAt: updated(),
      fields: { owner_id: owner() },
    });
  }
  return records;
}

const users: RoutingUser[] = Array.from({ length: OWNERS }, (_, i) => ({
  id: `u${i}`,
  email: `rep${i}@us.example`,
  crmOwnerIds: [`owner-${i}`],
  active: true,
}));

const base = {
  fuzzy: false,
  conditions: [],
  assignee: { type: 'record_owner' as const, ownerProperty: 'owner_id' },
  updateOwner: { enabled: true, destinationProperty: 'owner_id' },
  guests: [],
};
const rules: MatchingRule[] = [
  { ...base, id: 'by-email', name: 'Contact owner', moduleType: 'related_contact', matchBy: { by: 'email' } },
  { ...base, id: 'by-domain', name: 'Account owner', moduleType: 'related_account', matchBy: { by: 'email_domain' } },
];

function benchMatch(): void {
  const records = generate();
  const buildStart = performance.now();
  const crm = buildCrmIndex(records, { defaultCountry: 'US' });
  const buildMs = performance.now() - buildStart;
  const directory = buildUserDirectory(users);

  // A mix of exact e-mail hits, domain-only hits (new people at known companies, incl. subdomains) and misses.
  const emails: string[] = [];
  for (let i = 0; i < 5000; i++) {
    const c = Math.floor(random() * CONTACTS);
    const a = Math.floor(random() * ACCOUNTS);
    const kind = i % 4;
    emails.push(
      kind === 0 || kind === 1
        ? `person${c}@${c % 7 === 0 ? 'mail.' : ''}${domainOf(c % ACCOUNTS)}`
        : kind === 2
          ? `newcomer${i}@eu.${domainOf(a)}`
          : `stranger${i}@unknown${i}.org`,
    );
  }
  const run = (email: string) =>
    evaluateMatchingRules({ prospect: { email, answers: {} }, rules, crm, users: directory, options: { defaultCountry: 'US' } });
  for (let i = 0; i < 1000; i++) run(emails[i % emails.length]);
  const samples: number[] = [];
  let matched = 0;
  for (const email of emails) {
    const start = performance.now();
    const d = run(email);
    samples.push(performance.now() - start);
    if (d.outcome === 'matched') matched += 1;
  }
  if (matched < emails.length / 2) throw new Error(`only ${matched} of ${emails.length} prospects matched`);
  console.log(`routing.index.build.100k ${buildMs.toFixed(3)} ms`);
  console.log(`routing.match.100k.p99 ${p99(samples).toFixed(3)} ms`);
}

function benchRoundRobin(): void {
  const settings: RoundRobinSettings = {
    method: 'round_robin_strict',
    timeZone: 'America/Los_Angeles',
    calibration: {
      resetPeriod: 'quarterly',
      vacationCalibration: true,
      creditBack: true,
      ncCreditBack: true,
      cancelCreditBack: true,
      newMemberCalibration: true,
      reassignCalibration: true,
    },
  };
  const at = '2024-02-01T12:00:00.000Z';
  let state: RoundRobinState = emptyRoundRobinState();
  const apply = (next: ReturnType<typeof applyEvent>) => {
    if (!next.ok) throw new Error(next.error);
    state = next.state;
  };
  for (let i = 0; i < 50; i++) {
    apply(applyEvent(state, { type: 'add_member', at, memberId: `m${i}`, weight: 1 + Math.floor(random() * 99) }, settings));
  }
  const samples: number[] = [];
  for (let i = 0; i < 6000; i++) {
    const method = (['round_robin_strict', 'round_robin_available', 'round_robin_balanced'] as const)[i % 3];
    const free = method === 'round_robin_strict' ? undefined : state.members.filter(() => random() >= 0.3).map((m) => m.memberId);
    const start = performance.now();
    const choice = chooseNext(state, { method, availableMemberIds: free, now: at });
    const elapsed = performance.now() - start;
    if (i >= 1000) samples.push(elapsed);
    if (choice.memberId) apply(applyEvent(state, { type: 'assign', at, memberId: choice.memberId, meetingId: `mt${i}` }, settings));
  }
  console.log(`routing.rr.choose.p99 ${p99(samples).toFixed(3)} ms`);
}

benchMatch();
benchRoundRobin();
