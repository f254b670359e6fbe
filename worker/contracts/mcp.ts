import * as v from 'valibot';
import { SubmissionAnswersSchema } from './routing-sessions';

// The MCP server's tools (issue 30, "An MCP server"): what an AI assistant may ask, validated here once for
// the tool list's JSON Schema and for every call.

const Id = (what: string) =>
  v.pipe(v.string(`Enter the ${what} id`), v.trim(), v.nonEmpty(`Enter the ${what} id`), v.maxLength(64), v.description(`The ${what} id`));

export const MCP_MESSAGES = {
  sessionOrEmail: 'Give a routing session id or a prospect e-mail',
  noSessionForEmail: (email: string) => `No routing log you can see has a prospect with the e-mail ${email}`,
  editorsOnly: 'Only Admins and Managers can do this',
  tokenRequired: 'A personal access token is required: create one on your profile under Personal access tokens',
} as const;

/** The longest look back for rules that never match (the routing log keeps every session; 90 days keeps the scan short). */
export const MAX_RULE_DAYS = 90;
export const MAX_DISTRIBUTION_DAYS = 366;

export const explainRoutingDecisionInput = v.pipe(
  v.object({
    sessionId: v.optional(Id('routing session')),
    email: v.optional(
      v.pipe(v.string(), v.trim(), v.email('Enter a valid e-mail'), v.maxLength(254), v.description("The prospect's e-mail")),
    ),
  }),
  v.check((q) => !!(q.sessionId || q.email), MCP_MESSAGES.sessionOrEmail),
);

export const previewRouterInput = v.object({
  routerId: Id('router'),
  answers: v.pipe(SubmissionAnswersSchema, v.description("The prospect's form answers keyed by input name, e.g. { name, email, country }")),
});

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = (what: string) =>
  v.pipe(v.string(), v.regex(ISO_DAY, `Enter the ${what} date as YYYY-MM-DD`), v.description(`The ${what} day, YYYY-MM-DD`));

// A look back in whole days, from 1 to `max`.
const daysBack = (max: number, description: string) =>
  v.pipe(v.number(), v.integer(), v.minValue(1, 'At least 1 day'), v.maxValue(max, `At most ${max} days`), v.description(description));

export const compareDistributionInput = v.pipe(
  v.object({
    podId: Id('pod (distribution rule)'),
    days: v.optional(daysBack(MAX_DISTRIBUTION_DAYS, 'The last N days, in the organization zone (28 when no dates are given)')),
    from: v.optional(day('start')),
    to: v.optional(day('end')),
  }),
  v.check((q) => !q.from === !q.to, 'Give both the start and the end date'),
);

export const rulesNeverMatchingInput = v.object({
  routerId: Id('router'),
  days: v.optional(daysBack(MAX_RULE_DAYS, 'How many days back to look (30 when left out)'), 30),
});
