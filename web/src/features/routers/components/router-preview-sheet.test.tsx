import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { RouterPreviewDto } from '@contracts/router-preview';
import { testDecision } from '@web/components/decision/test-decision';
import { RouterPreviewSheet } from './router-preview-sheet';

let posts: { url: string; body: Record<string, unknown> }[];
const answer: RouterPreviewDto = {
  outcome: 'disqualified',
  reason: 'Disqualified as the email address is from a free email provider',
  assignee: null,
  redirectUrl: 'https://www.acme.test/sorry',
  meetingType: null,
  decision: testDecision(),
  people: {},
};

const CLEO = { id: 'rec-1', module: 'contact', name: 'Cleo Contact', email: 'cleo@globex.test', domain: 'globex.test' };

beforeEach(() => {
  posts = [];
  document.cookie = 'rw_csrf=test';
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
      const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
      // The "Use a CRM record" picker lists a module's records.
      if (url.pathname === '/api/crm/records')
        return json({ data: url.searchParams.get('module') === 'contact' ? [CLEO] : [], meta: { page: 1, pageSize: 8, total: 1 } });
      posts.push({ url: url.pathname, body: JSON.parse(String(init?.body)) as Record<string, unknown> });
      return json({ data: answer });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('RouterPreviewSheet', () => {
  it("sends the typed answers with the editor's draft and shows the decision", async () => {
    const draft = { matchingEnabled: false, distributionRuleIds: ['p1'], disqualifyFreeEmail: true };
    render(
      <QueryClientProvider client={new QueryClient()}>
        <RouterPreviewSheet
          routerId="r1"
          fields={[
            { value: 'name', label: 'Full name' },
            { value: 'email', label: 'Work e-mail' },
          ]}
          draft={() => draft}
        />
      </QueryClientProvider>,
    );
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Preview a prospect' }));
    });
    fireEvent.change(screen.getByLabelText('Work e-mail'), { target: { value: 'pat@gmail.com' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Run preview' }));
    });
    expect(posts).toEqual([{ url: '/api/routers/r1/preview', body: { answers: { email: 'pat@gmail.com' }, draft } }]);
    const result = await screen.findByTestId('preview-result');
    expect(result.textContent).toContain('Disqualified');
    expect(result.textContent).toContain(answer.reason);
    expect(result.textContent).toContain('Then sent to https://www.acme.test/sorry');
    expect(screen.getByText('Router and rules')).toBeTruthy();
  });

  it('runs a CRM record picked from the connected CRM, its fields standing for what was not typed', async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <RouterPreviewSheet routerId="r1" fields={[{ value: 'country', label: 'Country' }]} draft={() => ({})} />
      </QueryClientProvider>,
    );
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Preview a prospect' }));
    });
    fireEvent.click(await screen.findByRole('radio', { name: /Cleo Contact/ }));
    fireEvent.change(screen.getByLabelText('Country'), { target: { value: 'France' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Run preview' }));
    });
    expect(posts).toEqual([{ url: '/api/routers/r1/preview', body: { answers: { country: 'France' }, draft: {}, crmRecordId: 'rec-1' } }]);
    expect(await screen.findByTestId('preview-result')).toBeTruthy();
  });
});
