import * as v from 'valibot';
import type { DistributionRule, FallbackPod } from './routing-pods';
import type { DecisionInputs } from './routing-decision';
import type { MatchingRule } from './routing';
import type { RoundRobinSettings, RoundRobinState } from './round-robin';
import { RouterPreviewDraftSchema } from './router-preview';

// Replay over history (issue 30): a router version decides every stored submission of a period again with
// the pure core, pods simulated in memory; the result lists what would have changed.

/** The longest period a replay covers, and the most sessions it replays. */
export const REPLAY_MAX_DAYS = 90;
export const REPLAY_MAX_SESSIONS = 100_000;

export const REPLAY_MESSAGES = {
  periodOrder: 'The end of the period must be after its start',
  periodTooLong: `The period can be at most ${REPLAY_MAX_DAYS} days`,
  tooManySessions: `The period has more than ${REPLAY_MAX_SESSIONS.toLocaleString('en-US')} submissions; choose a shorter one`,
  unknownVersion: 'This router has no stored decisions of that version',
  draftRequired: 'A draft replay needs the draft',
} as const;

/** `live`: the router as saved now; `draft`: the saved router with `draft`'s unsaved edits; `v<N>`: an earlier saved version. */
export const ReplayVersionIdSchema = v.pipe(
  v.string(),
  v.regex(/^(live|draft|v[1-9]\d{0,8})$/, 'Choose live, draft or a saved version (v3)'),
);

const Instant = v.pipe(v.string(), v.isoTimestamp('Enter an ISO 8601 instant'));

export const RouterReplaySchema = v.pipe(
  v.object({
    versionId: ReplayVersionIdSchema,
    draft: v.optional(RouterPreviewDraftSchema),
    from: Instant,
    to: Instant,
  }),
  v.forward(
    v.check((i) => Date.parse(i.to) > Date.parse(i.from), REPLAY_MESSAGES.periodOrder),
    ['to'],
  ),
  v.forward(
    v.check((i) => Date.parse(i.to) - Date.parse(i.from) <= REPLAY_MAX_DAYS * 86_400_000, REPLAY_MESSAGES.periodTooLong),
    ['to'],
  ),
  v.forward(
    v.check((i) => i.versionId !== 'draft' || i.draft !== undefined, REPLAY_MESSAGES.draftRequired),
    ['draft'],
  ),
);
export type RouterReplayInput = v.InferOutput<typeof RouterReplaySchema>;

export const replayParams = v.object({
  id: v.pipe(v.string(), v.nonEmpty(), v.maxLength(64)),
  replayId: v.pipe(v.string(), v.nonEmpty(), v.maxLength(64)),
});
export const replayChangesQuery = v.object({ cursor: v.optional(v.pipe(v.string(), v.maxLength(200))) });

/** What a replay decides with: the parts of a decision's inputs a router version sets. */
export type ReplayVersion = {
  matchingRules: MatchingRule[];
  distributionRules: DistributionRule[];
  fallbackPod: FallbackPod | null;
  options: DecisionInputs['options'];
};

export const REPLAY_OUTCOMES = ['routed', 'not_routed', 'disqualified'] as const;
export type ReplayOutcome = (typeof REPLAY_OUTCOMES)[number];
/** What changed, the first that applies: routed vs not vs disqualified, then the rule or pod, then the rep. */
export const REPLAY_CHANGE_KINDS = ['outcome', 'rule', 'rep'] as const;
export type ReplayChangeKind = (typeof REPLAY_CHANGE_KINDS)[number];
export const REPLAY_STATUSES = ['running', 'done', 'failed'] as const;

/** One side of a comparison as stored: how a session was (or would be) routed. */
export type ReplaySide = {
  outcome: ReplayOutcome;
  /** The matching rule or pod that took the session (null: none did, or disqualified). */
  ruleId: string | null;
  ruleName: string | null;
  /** The member chosen before slots (a user rule, a strict pod); null when a team's slots are shown. */
  repId: string | null;
};
export type ReplaySideDto = ReplaySide & { repName: string | null };

export type RouterReplayDto = {
  id: string;
  routerId: string;
  versionId: string;
  versionLabel: string;
  from: string;
  to: string;
  status: (typeof REPLAY_STATUSES)[number];
  total: number;
  processed: number;
  /** Sessions stored without the inputs a replay needs (before decision records kept them). */
  skipped: number;
  changed: { outcome: number; rule: number; rep: number; total: number };
  /** Sessions per member, as stored and as replayed, most first. */
  distribution: { userId: string; name: string; before: number; after: number }[];
  error: string | null;
  createdAt: string;
  finishedAt: string | null;
};

export type ReplayChangeDto = {
  sessionId: string;
  at: string;
  prospect: { name: string; email: string };
  kind: ReplayChangeKind;
  before: ReplaySideDto;
  after: ReplaySideDto;
};
export type ReplayChangesPageDto = { data: ReplayChangeDto[]; meta: { nextCursor: string | null } };

/** Running totals of a replay: changes by kind, sessions skipped, and sessions per member before and after. */
export type ReplayTally = {
  outcome: number;
  rule: number;
  rep: number;
  skipped: number;
  before: Record<string, number>;
  after: Record<string, number>;
};
/** A pod as the replay simulates it in memory: its state between pages, and its settings (null: never configured). */
export type SimulatedPods = Record<string, { state: RoundRobinState; settings: RoundRobinSettings | null }>;
