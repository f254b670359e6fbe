import * as React from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { chooseValue } from '@web/lib/test/choose-option';
import { FormProvider, useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { meetingLinkSchema, type MeetingLinkValues } from '@contracts/meeting-links';
import { newLink, type LinkForm } from './link-form-model';
import { QuestionsEditor } from './questions-editor';

const CRM_FIELDS = [
  { key: 'name', label: 'Name', builtIn: true },
  { key: 'email', label: 'Email', builtIn: true },
  { key: 'team_size', label: 'Team size', builtIn: false },
];
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const req = input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost'), init);
      const url = new URL(req.url);
      if (url.pathname === '/api/crm/fields' && url.searchParams.get('module') === 'contact') return json({ data: CRM_FIELDS });
      return json({ errors: [{ status: '404', code: 'not_found', detail: 'Not found' }] }, 404);
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

let saved: MeetingLinkValues | null = null;
function Harness() {
  const [client] = React.useState(() => new QueryClient({ defaultOptions: { queries: { retry: false } } }));
  const form = useForm<LinkForm, unknown, MeetingLinkValues>({
    resolver: valibotResolver(meetingLinkSchema),
    defaultValues: { ...newLink('personal', 'u1'), name: 'Intro', slug: 'intro', meetingTypeId: 'mt1' },
  });
  return (
    <QueryClientProvider client={client}>
      <FormProvider {...form}>
        <form onSubmit={form.handleSubmit((v) => (saved = v))} noValidate>
          <QuestionsEditor />
          <button type="submit">Save</button>
        </form>
      </FormProvider>
    </QueryClientProvider>
  );
}

async function addQuestion(type: string) {
  const trigger = screen.getAllByRole('button', { name: 'Add question' })[0]!;
  await act(async () => {
    fireEvent.keyDown(trigger, { key: 'Enter' });
  });
  await act(async () => {
    fireEvent.click(await screen.findByRole('menuitem', { name: type }));
  });
}
const save = () => act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Save' })));
const questions = () =>
  within(screen.getByRole('list', { name: 'Questions' }))
    .getAllByRole('listitem')
    .filter((li) => li.parentElement?.getAttribute('aria-label') === 'Questions');

describe('QuestionsEditor', () => {
  it('adds a dropdown question whose text and options are validated with the spec messages', async () => {
    saved = null;
    render(<Harness />);
    expect(screen.getByText('No extra questions yet.')).toBeTruthy();
    await addQuestion('Dropdown');
    expect(questions()).toHaveLength(1);
    await save();
    expect(saved).toBeNull();
    expect(await screen.findByText('Question is required')).toBeTruthy();
    expect(screen.getByText('Option cannot be empty')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Question'), { target: { value: 'Team size?' } });
    fireEvent.change(screen.getByLabelText('Option 1'), { target: { value: '1-10' } });
    fireEvent.keyDown(screen.getByLabelText('Option 1'), { key: 'Enter' });
    fireEvent.change(screen.getByLabelText('Option 2'), { target: { value: '11-50' } });
    fireEvent.click(screen.getByRole('switch'));
    await save();
    expect(saved!.questions).toEqual([
      expect.objectContaining({ type: 'dropdown', question: 'Team size?', options: ['1-10', '11-50'], required: true }),
    ]);
  });

  it('asks for at least one option and drops options when the type becomes free text', async () => {
    saved = null;
    render(<Harness />);
    await addQuestion('Radio buttons');
    fireEvent.change(screen.getByLabelText('Question'), { target: { value: 'Budget?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Remove option 1' }));
    await save();
    expect(await screen.findByText('Add at least one option')).toBeTruthy();
    await chooseValue(screen.getByLabelText('Type'), 'long_answer');
    await save();
    expect(saved!.questions[0]).toEqual(expect.objectContaining({ type: 'long_answer', options: [] }));
  });

  it("offers the CRM's contact fields for a question's CRM field and saves the one chosen", async () => {
    saved = null;
    render(<Harness />);
    await addQuestion('Short answer');
    fireEvent.change(screen.getByLabelText('Question'), { target: { value: 'Team size?' } });
    const input = screen.getByLabelText('CRM field');
    const list = document.getElementById(input.getAttribute('list')!)!;
    await waitFor(() => expect([...list.querySelectorAll('option')].map((o) => o.value)).toEqual(['name', 'team_size']));
    fireEvent.change(input, { target: { value: 'team_size' } });
    await save();
    expect(saved!.questions).toEqual([expect.objectContaining({ question: 'Team size?', crmField: 'team_size' })]);
  });

  it('reorders and removes questions', async () => {
    saved = null;
    render(<Harness />);
    await addQuestion('Short answer');
    fireEvent.change(screen.getAllByLabelText('Question')[0]!, { target: { value: 'First' } });
    await addQuestion('Long answer');
    const inputs = screen.getAllByLabelText('Question');
    fireEvent.change(inputs[inputs.length - 1]!, { target: { value: 'Second' } });
    expect(questions()).toHaveLength(2);

    fireEvent.click(screen.getByRole('button', { name: 'Move question 2 up' }));
    expect(screen.getByRole('button', { name: 'Move question 1 up' }).hasAttribute('disabled')).toBe(true);
    await save();
    expect(saved!.questions.map((q) => q.question)).toEqual(['Second', 'First']);

    fireEvent.click(screen.getByRole('button', { name: 'Remove question 1' }));
    await save();
    expect(saved!.questions.map((q) => q.question)).toEqual(['First']);
  });
});
