import { rulesNeverMatchingInput } from '../../../contracts/mcp';
import { listRules as distributionRules } from '../../distribution/service';
import { listRules as matchingRules } from '../../matching-rules/service';
import { getRouter } from '../../routers/service';
import { rulePasses } from '../../routing-logs/service';
import { requireEditor, tool } from './tool';

const DAY = 86_400_000;
const KIND_LABELS = { matching: 'Matching rule', distribution: 'Distribution rule', redistribution: 'Redistribution rule' } as const;

export const rulesNeverMatching = tool({
  name: 'rules_never_matching',
  title: 'Rules that never match',
  description:
    'Lists the matching, distribution and redistribution rules of a router that no stored routing decision passed in the last days (30 unless told, at most 90), with how often each was evaluated: candidates to fix or remove. For Admins and Managers.',
  input: rulesNeverMatchingInput,
  async run({ db, caller }, args) {
    requireEditor(caller);
    const router = await getRouter(db, caller, args.routerId);
    const since = Date.now() - args.days * DAY;
    const [matching, distribution, passes] = await Promise.all([
      router.matchingEnabled ? matchingRules(db, caller) : Promise.resolve([]),
      distributionRules(db, caller, 'rule'),
      rulePasses(db, caller.accountId, router.id, since),
    ]);
    const names = new Map([...matching, ...distribution].map((r) => [r.id, r.name]));
    const used = [
      ...(router.matchingEnabled ? router.matchingRuleIds.map((id) => ({ id, kind: 'matching' as const })) : []),
      ...router.distributionRuleIds.map((id) => ({ id, kind: 'distribution' as const })),
      ...(router.redistributionEnabled ? router.redistributionRuleIds.map((id) => ({ id, kind: 'redistribution' as const })) : []),
    ];
    const rules = used.map(({ id, kind }) => ({
      id,
      kind,
      name: names.get(id) ?? 'Deleted rule',
      ...(passes.rules.get(id) ?? { evaluated: 0, passed: 0 }),
    }));
    const never = rules.filter((r) => r.passed === 0);
    const head = `${router.name}: ${passes.sessions} routing ${passes.sessions === 1 ? 'decision' : 'decisions'} in the last ${args.days} days.`;
    const lines = never.length
      ? never.map(
          (r) => `- ${KIND_LABELS[r.kind]} '${r.name}' never passed (evaluated ${r.evaluated} ${r.evaluated === 1 ? 'time' : 'times'})`,
        )
      : ['Every rule of the router passed at least once.'];
    return {
      text: [head, ...lines].join('\n'),
      data: { router: { id: router.id, name: router.name }, days: args.days, sessions: passes.sessions, neverMatching: never, rules },
    };
  },
});
