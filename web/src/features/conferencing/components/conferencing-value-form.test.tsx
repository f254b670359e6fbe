import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { allowWritesAndRestore, fakeFetch, jsonResponse, renderWithQuery } from '@web/lib/test/fake-fetch';
import { ConferenceLinkForm } from './conference-link-form';
import { DailyKeyForm } from './daily-key-form';

allowWritesAndRestore();

describe('ConferenceLinkForm', () => {
  it('refuses a link that is not a URL in the browser, then saves the trimmed link', async () => {
    const calls = fakeFetch(({ method }) => (method === 'PUT' ? {} : undefined));
    renderWithQuery(<ConferenceLinkForm current={null} />);
    const link = screen.getByLabelText('Conference tool link');
    fireEvent.change(link, { target: { value: 'not a link' } });
    fireEvent.click(screen.getByRole('button', { name: 'Connect' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please enter a valid conference tool link');
    expect(calls).toHaveLength(0);

    fireEvent.change(link, { target: { value: ' https://meet.example.com/ada ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Connect' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    expect(calls[0].body).toEqual({ url: 'https://meet.example.com/ada' });
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });
});

describe('DailyKeyForm', () => {
  it('shows the server’s refusal on the field, and empties the field once the key is stored', async () => {
    let refuse = true;
    fakeFetch(({ method }) =>
      method !== 'PUT' ? undefined : refuse ? jsonResponse(422, { errors: [{ status: '422', detail: 'The key was refused' }] }) : {},
    );
    renderWithQuery(<DailyKeyForm connected={false} />);
    const key = screen.getByLabelText('API key') as HTMLInputElement;
    fireEvent.change(key, { target: { value: 'secret' } });
    fireEvent.click(screen.getByRole('button', { name: 'Connect Daily' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The key was refused');
    expect(key.value).toBe('secret');

    refuse = false;
    fireEvent.click(screen.getByRole('button', { name: 'Connect Daily' }));
    await waitFor(() => expect(key.value).toBe(''));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
