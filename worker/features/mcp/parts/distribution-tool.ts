import { compareDistributionInput } from '../../../contracts/mcp';
import * as v from 'valibot';
import { reportRangeQuery } from '../../../contracts/reports';
import { getRule } from '../../distribution/service';
import { podDistributionReport } from '../../reports/service';
import { pct, tool } from './tool';

export const compareDistribution = tool({
  name: 'compare_distribution',
  title: 'Compare a pod’s distribution with its weights',
  description:
    'Compares the meetings each member of a pod (distribution rule) got over a period with the share their round-robin weights give them, from the same daily rollups as the distribution report: who is ahead of or behind their expected share. Users see only their own meetings, without the comparison.',
  input: compareDistributionInput,
  async run({ db, caller }, args) {
    const pod = await getRule(db, caller, args.podId);
    // The report's own range rules (order, at most a year) check the period.
    const range = v.parse(
      reportRangeQuery,
      args.from ? { range: 'custom', from: args.from, to: args.to } : { range: 'last_n_days', days: String(args.days ?? 28) },
    );
    const r = await podDistributionReport(db, caller, pod.id, range);
    const members = r.members.map((m) => {
      const expected = m.weightedShare === null ? null : m.weightedShare * r.total;
      return {
        userId: m.userId,
        name: m.name,
        meetings: m.total,
        share: m.share,
        weight: m.weight,
        expectedShare: m.weightedShare,
        expectedMeetings: expected,
        difference: expected === null ? null : m.total - expected,
      };
    });
    const line = (m: (typeof members)[number]) =>
      m.expectedMeetings === null
        ? `- ${m.name}: ${m.meetings} meetings (${pct(m.share)})`
        : `- ${m.name}: ${m.meetings} meetings (${pct(m.share)}), weight ${m.weight}, expected ${pct(m.expectedShare)} (${m.expectedMeetings.toFixed(1)}), ${m.difference! >= 0 ? '+' : ''}${m.difference!.toFixed(1)}`;
    const head = `${pod.name}: ${r.total} meetings from ${r.range.from} to ${r.range.to} (${r.range.timezone})${r.scope === 'own' ? ', your own meetings only' : ''}.`;
    return {
      text: [head, ...(members.length ? members.map(line) : ['No meetings in this period.'])].join('\n'),
      data: { pod: { id: pod.id, name: pod.name }, range: r.range, scope: r.scope, total: r.total, byStatus: r.byStatus, members },
    };
  },
});
