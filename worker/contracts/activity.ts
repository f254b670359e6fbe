import * as v from 'valibot';

/** What an account's or contact's activity stream shows (issue 28): newest first, one kind per source. */
export const ACTIVITY_KINDS = ['meeting', 'routing_session', 'signal', 'note', 'task', 'usage_event'] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

export const ACTIVITY_KIND_LABELS: Record<ActivityKind, string> = {
  meeting: 'Meeting',
  routing_session: 'Routed',
  signal: 'Signal',
  note: 'Note',
  task: 'Task',
  usage_event: 'Product usage',
};

export const MAX_ACTIVITY_PAGE = 50;

export const activityQuery = v.object({
  cursor: v.optional(v.pipe(v.string(), v.maxLength(400))),
  limit: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,3}$/, 'Must be a whole number'),
      v.transform(Number),
      v.minValue(1, 'Must be at least 1'),
      v.maxValue(MAX_ACTIVITY_PAGE, `Must be at most ${MAX_ACTIVITY_PAGE}`),
    ),
    '20',
  ),
});
export type ActivityQuery = v.InferOutput<typeof activityQuery>;

/** One entry of the stream: when, what kind, a title and a short detail, and where the app shows it. */
export type ActivityItemDto = {
  id: string;
  kind: ActivityKind;
  at: string;
  title: string;
  detail: string;
  link: string | null;
};
export type ActivityPageDto = { data: ActivityItemDto[]; meta: { nextCursor: string | null } };
