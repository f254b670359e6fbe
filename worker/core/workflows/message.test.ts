import { describe, expect, it } from 'vitest';
import { WORKFLOW_PLACEHOLDERS } from '../../contracts/workflows';
import { composeMessage, renderPlaceholders } from './message';
import { workflowApplies } from './match';

const KNOWN = WORKFLOW_PLACEHOLDERS.map((p) => p.key);
const ctx = {
  values: { prospect_name: 'Pat Lee', assignee_name: 'Ursula', cancellation_reason: '' },
  participants: [
    { name: 'Ursula', email: 'ursula@acme.test', role: 'host' },
    { name: 'Pat Lee', email: 'pat@globex.test', role: 'prospect' },
  ],
  formEntries: [{ label: 'E-mail', value: 'pat@globex.test' }],
  formAnswers: [{ question: 'Team size', answer: '50' }],
};

describe('workflow messages', () => {
  it('fills known placeholders, blanks missing values and keeps unknown keys visible', () => {
    expect(renderPlaceholders('Hi {{ prospect_name }}, {{assignee_name}} here. {{cancellation_reason}}{{nope}}', ctx.values, KNOWN)).toBe(
      'Hi Pat Lee, Ursula here. {{nope}}',
    );
  });

  it('appends info blocks in the chosen order and skips empty ones', () => {
    const text = composeMessage('Booked: {{prospect_name}}', ['form_answers', 'participants_list'], ctx, KNOWN);
    expect(text).toBe(
      'Booked: Pat Lee\n\nForm answers\n- Team size: 50\n\nParticipants\n- Ursula <ursula@acme.test> (host)\n- Pat Lee <pat@globex.test> (prospect)',
    );
    expect(composeMessage('x', ['form_entries'], { ...ctx, formEntries: [] }, KNOWN)).toBe('x');
  });
});

describe('workflowApplies', () => {
  const base = {
    trigger: 'meeting_booked',
    active: true,
    meetingTypeScope: 'all' as const,
    meetingTypeIds: [],
    meetingKinds: ['regular', 'recurring', 'event'],
  };
  it.each([
    [base, 'meeting_booked', { meetingTypeId: 'mt1', meetingKind: 'regular' }, true],
    [{ ...base, active: false }, 'meeting_booked', { meetingTypeId: 'mt1', meetingKind: 'regular' }, false],
    [base, 'meeting_cancelled', { meetingTypeId: 'mt1', meetingKind: 'regular' }, false],
    [{ ...base, meetingKinds: ['event'] }, 'meeting_booked', { meetingTypeId: 'mt1', meetingKind: 'regular' }, false],
    [
      { ...base, meetingTypeScope: 'selected' as const, meetingTypeIds: ['mt2'] },
      'meeting_booked',
      { meetingTypeId: 'mt1', meetingKind: 'regular' },
      false,
    ],
    [
      { ...base, meetingTypeScope: 'selected' as const, meetingTypeIds: ['mt1'] },
      'meeting_booked',
      { meetingTypeId: 'mt1', meetingKind: 'regular' },
      true,
    ],
    [
      { ...base, meetingTypeScope: 'selected' as const, meetingTypeIds: ['mt1'] },
      'meeting_booked',
      { meetingTypeId: null, meetingKind: null },
      false,
    ],
    [{ ...base, trigger: 'prospect_disqualified' }, 'prospect_disqualified', null, true],
    [base, 'meeting_booked', null, false],
  ] as const)('%o on %s -> %s', (w, trigger, subject, expected) => {
    expect(workflowApplies(w, trigger, subject)).toBe(expected);
  });
});
