import * as v from 'valibot';
import type { ReplayChangeKind, ReplaySideDto } from './router-replays';
import { RouterPreviewDraftSchema, type RouterPreviewDraft } from './router-preview';

// Shadow mode (issue 30): a draft of a router decides every real submission beside the live version, after the
// live answer, with no writes and no turn taken; its decisions are compared with the live ones.

export const SHADOW_MESSAGES = {
  alreadyOn: 'This router already runs a shadow draft; turn it off or publish it first',
  notOn: 'This router runs no shadow draft',
} as const;

export const RouterShadowSchema = v.object({ draft: RouterPreviewDraftSchema });
export type RouterShadowInput = v.InferOutput<typeof RouterShadowSchema>;

export const shadowDisagreementsQuery = v.object({ cursor: v.optional(v.pipe(v.string(), v.maxLength(200))) });

/** The active shadow draft of a router with how its decisions compared with the live ones so far. */
export type RouterShadowDto = {
  id: string;
  routerId: string;
  draft: RouterPreviewDraft;
  /** The router's version when shadow mode was turned on. */
  baseVersion: number;
  startedAt: string;
  /** Submissions the draft decided, and how many of them it decided as the live version did. */
  total: number;
  agreed: number;
  /** agreed / total, 0 to 1; null before the first submission. */
  agreementRate: number | null;
  /** Per UTC day with submissions, oldest first. */
  daily: { date: string; total: number; disagreed: number }[];
};

export type ShadowDisagreementDto = {
  sessionId: string;
  at: string;
  prospect: { name: string; email: string };
  kind: ReplayChangeKind;
  live: ReplaySideDto;
  shadow: ReplaySideDto;
};
export type ShadowDisagreementsPageDto = { data: ShadowDisagreementDto[]; meta: { nextCursor: string | null } };
