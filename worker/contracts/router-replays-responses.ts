import * as v from 'valibot';
import { instant, count, schemaOf } from './response-kit';
import {
  REPLAY_CHANGE_KINDS,
  REPLAY_OUTCOMES,
  REPLAY_STATUSES,
  type ReplayChangeDto,
  type ReplayChangesPageDto,
  type RouterReplayDto,
} from './router-replays';

export const routerReplaySchema = schemaOf<RouterReplayDto>()(
  v.object({
    id: v.string(),
    routerId: v.string(),
    versionId: v.pipe(v.string(), v.description('live, draft or v<N> (an earlier saved version)')),
    versionLabel: v.string(),
    from: instant,
    to: instant,
    status: v.picklist(REPLAY_STATUSES),
    total: count,
    processed: count,
    skipped: count,
    changed: v.object({ outcome: count, rule: count, rep: count, total: count }),
    distribution: v.array(v.object({ userId: v.string(), name: v.string(), before: count, after: count })),
    error: v.nullable(v.string()),
    createdAt: instant,
    finishedAt: v.nullable(instant),
  }),
);

/** One side of a compared decision (a replay's before or after, shadow mode's live or shadow). */
export const decisionSideSchema = v.object({
  outcome: v.picklist(REPLAY_OUTCOMES),
  ruleId: v.nullable(v.string()),
  ruleName: v.nullable(v.string()),
  repId: v.nullable(v.string()),
  repName: v.nullable(v.string()),
});
/** The session a comparison is about, and what kind of change it found. */
export const comparedSessionEntries = {
  sessionId: v.string(),
  at: instant,
  prospect: v.object({ name: v.string(), email: v.string() }),
  kind: v.picklist(REPLAY_CHANGE_KINDS),
};
/** A cursor-paged list of comparisons. */
export const comparisonPage = <T extends v.GenericSchema>(row: T) =>
  v.object({
    data: v.array(row),
    meta: v.object({
      nextCursor: v.pipe(v.nullable(v.string()), v.description('Pass as ?cursor= for the next page; null on the last page')),
    }),
  });

export const replayChangeSchema = schemaOf<ReplayChangeDto>()(
  v.object({ ...comparedSessionEntries, before: decisionSideSchema, after: decisionSideSchema }),
);

export const replayChangesPageSchema = schemaOf<ReplayChangesPageDto>()(comparisonPage(replayChangeSchema));
