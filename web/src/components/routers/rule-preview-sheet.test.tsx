import { beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import type { RouterPreviewDto } from '@contracts/router-preview';
import { testDecision } from '@web/components/decision/test-decision';
import { fakeFetch, jsonResponse, renderWithQuery, restoreAfterEach } from '@web/lib/test/fake-fetch';
import { RulePreviewSheet } from './rule-preview-sheet';

let posts: { url: string; body: Record<string, unknown> }[];
const answer: RouterPreviewDto = {
  outcome: 'routed',
  reason: null,
  assignee: { kind: 'user', name: 'Ursula Rep', avatarUrl: null },
  redirectUrl: null,
  meetingType: null,
  decision: testDecision(),
  people: {},
};
const FORM = {
  id: 'f1',
  kind: 'form',
  questions: [
    { id: 'name', label: 'Full name' },
    { id: 'email', label: 'Work e-mail' },
  ],
};

beforeEach(() => {
  posts = [];
  document.cookie = 'rw_csrf=test';
  fakeFetch(({ path, body }) => {
    if (path === '/api/routers') return [{ id: 'r1', name: 'Website', formId: 'f1' }];
    if (path === '/api/forms/f1') return FORM;
    if (path === '/api/crm/records') return jsonResponse(200, { data: [], meta: { page: 1, pageSize: 8, total: 0 } });
    posts.push({ url: path, body });
    return answer;
  });
});
restoreAfterEach();

describe('RulePreviewSheet', () => {
  it("runs typed answers through a router's form with the rule as its editor holds it, and shows the decision", async () => {
    const rule = { kind: 'matching' as const, id: 'm1', definition: { name: 'Owner' } as never };
    renderWithQuery(<RulePreviewSheet rule={() => rule} />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    });
    fireEvent.change(await screen.findByLabelText('Work e-mail'), { target: { value: 'pat@globex.test' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Run preview' }));
    });
    expect(posts).toEqual([{ url: '/api/routers/r1/preview', body: { answers: { email: 'pat@globex.test' }, rule } }]);
    expect((await screen.findByTestId('preview-result')).textContent).toContain('Ursula Rep');
  });
});
