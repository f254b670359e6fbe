import { describe, expect, it } from 'vitest';
import type { LedgerEntryDto } from '@contracts/distribution';
import { groupLedger, ledgerSentence } from './ledger-model';

const at = (iso: string) => ({ at: iso });

describe('round robin log', () => {
  it('groups by day in the pod zone: Today, Yesterday, then dates', () => {
    const now = new Date('2024-03-12T03:00:00Z'); // still March 11 in New York
    const groups = groupLedger(
      [at('2024-03-12T01:00:00Z'), at('2024-03-11T02:00:00Z'), at('2024-03-09T15:00:00Z')],
      'America/New_York',
      now,
    );
    expect(groups.map((g) => g.label)).toEqual(['Today', 'Yesterday', 'Saturday, Mar 9, 2024']);
  });

  it('reads each entry as a sentence with the level after it', () => {
    const e = {
      seq: 4,
      at: '2024-03-11T12:00:00Z',
      type: 'meeting_assigned',
      memberId: 'r',
      meetingId: 'm',
      levelDelta: 1,
      levelAfter: 3,
      memberName: 'Ravi Rep',
    } as LedgerEntryDto;
    expect(ledgerSentence(e, 'UTC').text).toBe('Meeting assigned to Ravi Rep · level 3');
    const adj = {
      seq: 5,
      at: '2024-03-11T12:00:00Z',
      type: 'manual_calibration',
      memberId: 'r',
      levelDelta: -2,
      levelAfter: 1,
      reason: 'Walk-ins',
      memberName: 'Ravi Rep',
    } as LedgerEntryDto;
    expect(ledgerSentence(adj, 'UTC')).toMatchObject({
      text: 'Meeting count of Ravi Rep adjusted by -2 · level 1',
      detail: 'Reason: Walk-ins',
    });
  });

  it('shows the credit of a cancellation or no-show with its reason, and a corrected outcome', () => {
    const base = { seq: 6, at: '2024-03-11T12:00:00Z', memberId: 'r', meetingId: 'm', memberName: 'Ravi Rep' };
    const cancelled = {
      ...base,
      type: 'cancelled',
      levelDelta: -1,
      levelAfter: 2,
      reason: 'Cancelled by the prospect: Budget frozen',
    } as LedgerEntryDto;
    expect(ledgerSentence(cancelled, 'UTC')).toEqual({
      text: 'Meeting of Ravi Rep cancelled · level 2',
      detail: 'Credit given back (-1) · Reason: Cancelled by the prospect: Budget frozen',
      tone: 'credit',
    });
    const kept = { ...base, type: 'no_show', levelDelta: 0, levelAfter: 3, reason: 'The prospect did not show' } as LedgerEntryDto;
    expect(ledgerSentence(kept, 'UTC')).toMatchObject({
      detail: 'No credit given back · Reason: The prospect did not show',
      tone: 'outcome',
    });
    const corrected = { ...base, type: 'completed', levelDelta: 1, levelAfter: 3, replaced: 'no_show' } as LedgerEntryDto;
    expect(ledgerSentence(corrected, 'UTC').detail).toBe('Was marked No Show: credit taken back (+1)');
  });
});
