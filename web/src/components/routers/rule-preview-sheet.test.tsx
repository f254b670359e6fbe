import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { RouterPreviewDto } from '@contracts/router-preview';
import { testDecision } from '@web/components/decision/test-decision';
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
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
      const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
      if (url.pathname === '/api/routers') return json({ data: [{ id: 'r1', name: 'Website', formId: 'f1' }] });
      if (url.pathname === '/api/forms/f1') return json({ data: FORM });
      if (url.pathname === '/api/crm/records') return json({ data: [], meta: { page: 1, pageSize: 8, total: 0 } });
      posts.push({ url: url.pathname, body: JSON.parse(String(init?.body)) as Record<string, unknown> });
      return json({ data: answer });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('RulePreviewSheet', () => {
  it("runs typed answers through a router's form with the rule as its editor holds it, and shows the decision", async () => {
    const rule = { kind: 'matching' as const, id: 'm1', definition: { name: 'Owner' } as never };
    render(
      <QueryClientProvider client={new QueryClient()}>
        <RulePreviewSheet rule={() => rule} />
      </QueryClientProvider>,
    );
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
