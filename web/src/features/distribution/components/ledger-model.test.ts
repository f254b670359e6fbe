import { describe, expect, it } from 'vitest';
import type { LedgerEntryDto } from '@contracts/distribution';
import { groupLedger, ledgerSentence } from './ledger-model';

const at = (iso: string) => ({ at: iso });

describe('round robin log', () => {
  it('groups by day in the pod zone: Today, Yesterday, then dates', () => {
    const now = new Date('2024-03-12T03:00:00Z'); // still March 11 in New York
    const groups = groupLedger([at('2024-03-12T01:00:00Z'), at('2024-03-11T02:00:00Z'), at('2024-03-09T15:00:00Z')], 'America/New_York', now);
    expect(groups.map((g) => g.label)).toEqual(['Today', 'Yesterday', 'Saturday, Mar 9, 2024']);
  });

  it('reads each entry as a sentence with the level after it', () => {
    const e = { seq: 4, at: '2024-03-11T12:00:00Z', type: 'meeting_assigned', memberId: 'r', meetingId: 'm', levelDelta: 1, levelAfter: 3, memberName: 'Ravi Rep' } as LedgerEntryDto;
    expect(ledgerSentence(e, 'UTC').text).toBe('Meeting assigned to Ravi Rep · level 3');
    const adj = { seq: 5, at: '2024-03-11T12:00:00Z', type: 'manual_calibration', memberId: 'r', levelDelta: -2, levelAfter: 1, reason: 'Walk-ins', memberName: 'Ravi Rep' } as LedgerEntryDto;
    expect(ledgerSentence(adj, 'UTC')).toMatchObject({ text: 'Meeting count of Ravi Rep adjusted by -2 · level 1', detail: 'Reason: Walk-ins' });
  });
});
