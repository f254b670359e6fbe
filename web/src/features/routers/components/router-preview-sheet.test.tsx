import { beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import type { RouterPreviewDto } from '@contracts/router-preview';
import { testDecision } from '@web/components/decision/test-decision';
import { fakeFetch, jsonResponse, renderWithQuery, restoreAfterEach } from '@web/lib/test/fake-fetch';
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
  fakeFetch(({ path, body }, url) => {
    // The "Use a CRM record" picker lists a module's records.
    if (path === '/api/crm/records')
      return jsonResponse(200, {
        data: url.searchParams.get('module') === 'contact' ? [CLEO] : [],
        meta: { page: 1, pageSize: 8, total: 1 },
      });
    posts.push({ url: path, body });
    return answer;
  });
});
restoreAfterEach();

describe('RouterPreviewSheet', () => {
  it("sends the typed answers with the editor's draft and shows the decision", async () => {
    const draft = { matchingEnabled: false, distributionRuleIds: ['p1'], disqualifyFreeEmail: true };
    renderWithQuery(
      <RouterPreviewSheet
        routerId="r1"
        fields={[
          { value: 'name', label: 'Full name' },
          { value: 'email', label: 'Work e-mail' },
        ]}
        draft={() => draft}
      />,
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
    renderWithQuery(<RouterPreviewSheet routerId="r1" fields={[{ value: 'country', label: 'Country' }]} draft={() => ({})} />);
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
