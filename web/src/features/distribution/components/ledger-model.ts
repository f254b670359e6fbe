import { formatInTimeZone } from 'date-fns-tz';
import type { LedgerEntryDto } from '@contracts/distribution';

const level = (n: number) => String(Math.round(n * 100) / 100);
const signed = (n: number) => (n > 0 ? `+${level(n)}` : level(n));

/** What kind of change an entry is, for its icon and colour. */
export type LedgerTone = 'assign' | 'outcome' | 'credit' | 'member' | 'calibration' | 'reset';

/** A cancellation's or no-show's credit (or why there was none to see) and its reason, as one line. */
function outcomeDetail(levelDelta: number, reason: string | undefined, before?: string): string {
  const credit = levelDelta ? `Credit given back (${signed(levelDelta)})` : 'No credit given back';
  return [before, credit, reason ? `Reason: ${reason}` : null].filter(Boolean).join(' · ');
}

/** One entry as a sentence a person can read, with its level after the change. */
export function ledgerSentence(e: LedgerEntryDto, timeZone: string): { text: string; detail: string | null; tone: LedgerTone } {
  const who = e.memberName ?? 'A member';
  const after = 'levelAfter' in e ? ` · level ${level(e.levelAfter)}` : '';
  switch (e.type) {
    case 'meeting_assigned':
      return {
        text: `Meeting assigned to ${who}${after}`,
        detail: e.reassignedFrom ? `Reassigned from another member (${signed(e.reassignedFrom.levelDelta)} to them)` : null,
        tone: 'assign',
      };
    case 'completed':
      return {
        text: `Meeting completed by ${who}${after}`,
        detail:
          e.replaced === 'no_show' ? `Was marked No Show${e.levelDelta ? `: credit taken back (${signed(e.levelDelta)})` : ''}` : null,
        tone: 'outcome',
      };
    case 'cancelled':
      return {
        text: `Meeting of ${who} cancelled${after}`,
        detail: outcomeDetail(e.levelDelta, e.reason),
        tone: e.levelDelta ? 'credit' : 'outcome',
      };
    case 'no_show':
      return {
        text: `No show on a meeting of ${who}${after}`,
        detail: outcomeDetail(e.levelDelta, e.reason, e.replaced === 'completed' ? 'Was marked Completed' : undefined),
        tone: e.levelDelta ? 'credit' : 'outcome',
      };
    case 'user_added':
      return { text: `${who} added with weight ${e.weight}${after}`, detail: null, tone: 'member' };
    case 'user_removed':
      return { text: `${who} removed from the pod${after}`, detail: null, tone: 'member' };
    case 'manual_calibration':
      return {
        text: `Meeting count of ${who} adjusted by ${signed(e.levelDelta)}${after}`,
        detail: `Reason: ${e.reason}`,
        tone: 'calibration',
      };
    case 'vacation_calibration':
      return {
        text: `${who} ${e.onVacation ? 'went on vacation' : 'came back from vacation'}${after}`,
        detail: e.levelDelta ? `Compensated ${signed(e.levelDelta)}` : null,
        tone: 'calibration',
      };
    case 'reset': {
      const fmt = (iso: string) => formatInTimeZone(iso, timeZone, 'MMM d, yyyy');
      return {
        text: 'Round robin reset: counts start again',
        detail: `New period ${fmt(e.periodStart)} – ${fmt(e.periodEnd)}`,
        tone: 'reset',
      };
    }
  }
}

/** The calendar day of an instant in the zone, as yyyy-MM-dd. */
const dayOf = (iso: string | Date, timeZone: string) => formatInTimeZone(iso, timeZone, 'yyyy-MM-dd');

/** Entries grouped by day in the pod's zone, newest first: "Today", "Yesterday", then the date. */
export function groupLedger<T extends { at: string }>(
  entries: T[],
  timeZone: string,
  now: Date,
): { key: string; label: string; entries: T[] }[] {
  const today = dayOf(now, timeZone);
  // The calendar day before today in the zone (not now minus 24 h, which is off on DST change days).
  const yesterday = new Date(Date.parse(`${today}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  const groups: { key: string; label: string; entries: T[] }[] = [];
  for (const e of entries) {
    const key = dayOf(e.at, timeZone);
    let group = groups[groups.length - 1];
    if (!group || group.key !== key) {
      const label = key === today ? 'Today' : key === yesterday ? 'Yesterday' : formatInTimeZone(e.at, timeZone, 'EEEE, MMM d, yyyy');
      group = { key, label, entries: [] };
      groups.push(group);
    }
    group.entries.push(e);
  }
  return groups;
}

/** The zone's current abbreviation ("EDT"), or its UTC offset where it has none. */
export const zoneAbbr = (timeZone: string, at: Date = new Date()) => formatInTimeZone(at, timeZone, 'zzz');

/** "America/New_York (EDT)": the zone and its current abbreviation. */
export function zoneLabel(timeZone: string, at: Date = new Date()): string {
  const abbr = zoneAbbr(timeZone, at);
  return abbr && abbr !== timeZone ? `${timeZone} (${abbr})` : timeZone;
}

export const timeOf = (iso: string, timeZone: string) => formatInTimeZone(iso, timeZone, 'h:mm a');
