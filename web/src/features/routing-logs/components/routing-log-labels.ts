import { formatInTimeZone } from 'date-fns-tz';
import { timelineTime } from '@contracts/routing-logs';
import type { RuleStatus } from '@contracts/routing';
import { ROUTER_VIA_LABELS, type RouterVia, type SessionOutcome } from '@contracts/routing-sessions';
import { formatOr } from '@web/lib/utils';

/** Spec section 8 wording for an empty list. */
export const NO_RESULTS = 'No results found; try modifying filters or search terms.';
export const EXPORT_FAILED = 'The export could not be started. Please try again.';

export const OUTCOME_VARIANT: Record<SessionOutcome, 'secondary' | 'success' | 'warning' | 'destructive'> = {
  pending: 'secondary',
  booked: 'success',
  not_booked: 'warning',
  disqualified: 'destructive',
};

export { RULE_STATUS_LABELS, RULE_STATUS_VARIANT } from '@web/components/decision/rule-status';

/** 'via matching rule Account owner': the line under the router's name. */
export function viaLine(via: RouterVia | null, viaName: string | null): string | null {
  if (!via) return null;
  return `via ${ROUTER_VIA_LABELS[via] ?? via}${viaName ? ` ${viaName}` : ''}`;
}

/** 'Mar 4, 2025, 9:30 AM' in the viewer's zone. */
export const dateTimeIn = (iso: string, tz: string) => formatOr(() => formatInTimeZone(iso, tz, 'MMM d, yyyy, h:mm a'), iso);
/** 'Tue 4 Mar, 9:30 AM' for slot and meeting times, as the timeline words them; the page names the zone once. */
export const slotIn = (iso: string, tz: string) => timelineTime(iso, tz);

/** 'America/New York (EST)': the viewer's zone as the page header names it. */
export const zoneLabel = (tz: string, at = new Date().toISOString()) =>
  `${tz.replace(/_/g, ' ')} (${formatOr(() => formatInTimeZone(at, tz, 'zzz'), tz)})`;

/** Where the built-in CRM shows a record of this module. */
export function crmRecordPath(module: string, id: string): string | null {
  if (module === 'account') return `/accounts/${encodeURIComponent(id)}/users`;
  if (module === 'lead') return '/contacts?tab=leads';
  if (module === 'contact') return '/contacts';
  return null;
}
