import { formatInTimeZone } from 'date-fns-tz';
import type { CandidateReason, RoundRobinMethod } from '@contracts/round-robin';
import type { RuleStatus } from '@contracts/routing';
import { ROUTER_VIA_LABELS, type RoundRobinRecord, type RouterVia, type SessionOutcome } from '@contracts/routing-sessions';

/** Spec section 8 wording for an empty list. */
export const NO_RESULTS = 'No results found; try modifying filters or search terms.';
export const EXPORT_FAILED = 'The export could not be started. Please try again.';

export const OUTCOME_VARIANT: Record<SessionOutcome, 'secondary' | 'success' | 'warning' | 'destructive'> = {
  pending: 'secondary',
  booked: 'success',
  not_booked: 'warning',
  disqualified: 'destructive',
};

export const RULE_STATUS_LABELS: Record<RuleStatus, string> = { passed: 'Passed', failed: 'Failed', not_evaluated: 'Not evaluated' };
export const RULE_STATUS_VARIANT: Record<RuleStatus, 'success' | 'destructive' | 'secondary'> = { passed: 'success', failed: 'destructive', not_evaluated: 'secondary' };

export const CANDIDATE_REASON_LABELS: Record<CandidateReason, string> = {
  chosen: 'Chosen',
  on_vacation: 'On vacation',
  unavailable: 'Unavailable',
  held_back: 'Held back',
  not_due: 'Not due',
  due_later: 'Due later',
  tie_break: 'Lost tie-break',
};

export const METHOD_LABELS: Record<RoundRobinMethod, string> = {
  round_robin_strict: 'Strict',
  round_robin_available: 'Available (flexible)',
  round_robin_balanced: 'Balanced',
};

export const STAGE_LABELS: Record<RoundRobinRecord['stage'], string> = {
  before_slots: 'Before slots were shown',
  at_booking: 'When the slot was booked',
  redistribution: 'At redistribution',
};

/** 'via matching rule Account owner': the line under the router's name. */
export function viaLine(via: RouterVia | null, viaName: string | null): string | null {
  if (!via) return null;
  return `via ${ROUTER_VIA_LABELS[via] ?? via}${viaName ? ` ${viaName}` : ''}`;
}

const safe = (fn: () => string, fallback: string) => {
  try {
    return fn();
  } catch {
    return fallback;
  }
};

/** 'Mar 4, 2025, 9:30 AM' in the viewer's zone. */
export const dateTimeIn = (iso: string, tz: string) => safe(() => formatInTimeZone(iso, tz, 'MMM d, yyyy, h:mm a'), iso);
/** 'Tue, Mar 4, 9:30 AM EST' for slot and meeting times. */
export const slotIn = (iso: string, tz: string) => safe(() => formatInTimeZone(iso, tz, 'EEE, MMM d, h:mm a zzz'), iso);

/** Where the built-in CRM shows a record of this module. */
export function crmRecordPath(module: string, id: string): string | null {
  if (module === 'account') return `/accounts/${encodeURIComponent(id)}/users`;
  if (module === 'lead') return '/contacts?tab=leads';
  if (module === 'contact') return '/contacts';
  return null;
}

/** A number as the round-robin queue shows it: at most two decimals. */
export const num = (n: number) => String(Math.round(n * 100) / 100);
