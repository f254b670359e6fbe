import type { NoShowOutcome, UnsureReason } from '../../contracts/no-show';
import { UNSURE_REASONS } from '../../contracts/no-show';

/** One row of Zoom's participants report, reduced to what the decision reads. Times are epoch ms (null when Zoom left them out). */
export type ReportParticipant = {
  /** Zoom's user id when the participant signed in to Zoom, else ''. */
  zoomUserId: string;
  name: string;
  email: string;
  joinAt: number | null;
};

/** Who the meeting is with: the prospect's booked e-mail, and how the team (the assignee and member guests) shows up in Zoom. */
export type NoShowSubject = {
  prospectEmail: string;
  /** Scheduled end, epoch ms: the prospect must have joined before it. */
  endAt: number;
  teamEmails: string[];
  /** The assignee's own Zoom user id (the host of the Zoom meeting). */
  teamZoomUserIds: string[];
};

export type NoShowDecision = {
  outcome: NoShowOutcome;
  reasons: UnsureReason[];
};

const norm = (email: string) => email.trim().toLowerCase();

// A dial-in participant has no e-mail and Zoom names them by their (often masked) phone number.
const PHONE_NAME = /^\+?[\d\s().*#-]{6,}$/;
const looksDialIn = (p: ReportParticipant) => !p.email.trim() && PHONE_NAME.test(p.name.trim()) && /\d{3}/.test(p.name.replace(/\D/g, ''));

function reasonFor(p: ReportParticipant, prospect: string): UnsureReason {
  if (prospect && norm(p.email) === prospect) return 'joined_after_end';
  if (looksDialIn(p)) return 'dial_in';
  if (!p.email.trim()) return 'not_signed_in';
  return 'other_email';
}

/**
 * Reads a Zoom participants report (spec section 4): attended when the prospect joined with the e-mail
 * they booked with before the scheduled end; no-show when nobody but the team joined; otherwise unsure,
 * with why (joined without signing in, with another e-mail, by dial-in, or only after the end). The team
 * is recognised by e-mail or by Zoom user id, so an assignee signed in to Zoom under another address
 * still counts as the team. Order of the report does not matter.
 */
export function decideNoShow(subject: NoShowSubject, participants: readonly ReportParticipant[]): NoShowDecision {
  const prospect = norm(subject.prospectEmail);
  const teamEmails = new Set(subject.teamEmails.map(norm).filter(Boolean));
  const teamIds = new Set(subject.teamZoomUserIds.filter(Boolean));
  const isTeam = (p: ReportParticipant) =>
    (!!p.zoomUserId && teamIds.has(p.zoomUserId)) || (!!p.email.trim() && teamEmails.has(norm(p.email)) && norm(p.email) !== prospect);
  const others = participants.filter((p) => !isTeam(p));
  const attended = others.some((p) => !!prospect && norm(p.email) === prospect && p.joinAt !== null && p.joinAt < subject.endAt);
  if (attended) return { outcome: 'attended', reasons: [] };
  if (!others.length) return { outcome: 'no_show', reasons: [] };
  const found = new Set(others.map((p) => reasonFor(p, prospect)));
  return {
    outcome: 'unsure',
    reasons: UNSURE_REASONS.filter((r) => found.has(r)),
  };
}
