import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { valueOf } from '@web/lib/test/choose-option';
import { QueryClient, QueryClientProvider, useMutation } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { FormDto } from '@contracts/forms';
import type { FormValues, MarketingFormValues } from '@contracts/forms-body';
import type { MappingDetectDto } from '@contracts/forms-detect';
import { newMarketingForm } from './form-model';
import { MarketingFormEditor } from './marketing-form-editor';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const DETECTED: MappingDetectDto = {
  url: 'https://www.acme.test/demo',
  truncated: false,
  pageProvider: 'hubspot',
  forms: [
    {
      selector: '#contact-sales',
      id: 'contact-sales',
      name: null,
      action: '/thanks',
      provider: 'hubspot',
      fields: [
        { name: 'firstname', type: 'text', label: 'First name', options: [] },
        { name: 'lastname', type: 'text', label: 'Last name', options: [] },
        { name: 'email', type: 'email', label: 'Work e-mail', options: [] },
        { name: 'company', type: 'text', label: 'Company', options: [] },
      ],
      suggestion: {
        nameFields: { mode: 'split', firstName: 'firstname', lastName: 'lastname' },
        emailField: 'email',
        additionalFields: [{ name: 'company', contactField: null, leadField: 'company' }],
      },
    },
  ],
};

function renderEditor(detect: () => Response) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input instanceof Request ? input.url : input);
      if (url.includes('/api/forms/mapping/detect')) return detect();
      return new Response('{}', { status: 404 });
    }),
  );
  document.cookie = 'rw_csrf=test';
  const save = vi.fn(
    async (v: FormValues) => ({ ...(v as MarketingFormValues), id: 'm1', questions: [], createdAt: '', updatedAt: '' }) as FormDto,
  );
  function Harness() {
    const mutation = useMutation({ mutationFn: save });
    return (
      <MarketingFormEditor
        mode="create"
        defaultValues={{ ...newMarketingForm(), name: 'Website form', formKey: 'WEB' }}
        mutation={mutation}
      />
    );
  }
  const router = createMemoryRouter([{ path: '/', element: <Harness /> }]);
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return save;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
/** Clicks the button named `name` and lets what it starts settle. */
const clickButton = (name: string) =>
  act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
const fetchFields = async (url: string) => {
  fireEvent.change(screen.getByLabelText('Source URL'), { target: { value: url } });
  await clickButton('Fetch fields');
};

describe('mapping auto-fetch', () => {
  it('fills the mapping from the one form found on the page', async () => {
    const save = renderEditor(() => json(200, { data: DETECTED }));
    await fetchFields('https://www.acme.test/demo');
    expect(await screen.findByText('1 form found')).toBeTruthy();
    expect((screen.getByLabelText('Form selector') as HTMLInputElement).value).toBe('#contact-sales');
    expect((screen.getByLabelText('First name field') as HTMLInputElement).value).toBe('firstname');
    expect((screen.getByLabelText('Email field') as HTMLInputElement).value).toBe('email');
    expect(valueOf(screen.getByLabelText('Form provider'))).toBe('hubspot');
    await clickButton('Create marketing form');
    expect(save).toHaveBeenCalledTimes(1);
    expect((save.mock.calls[0][0] as MarketingFormValues).mapping).toMatchObject({
      sourceUrl: 'https://www.acme.test/demo',
      selector: '#contact-sales',
      additionalFields: [{ name: 'company', leadField: 'company' }],
    });
  });

  it('shows the failure and keeps manual mapping available', async () => {
    const save = renderEditor(() =>
      json(422, {
        errors: [
          {
            status: '422',
            code: 'page_network',
            detail: 'Could not fetch the page. Map the fields manually.',
            source: { pointer: '/url' },
          },
        ],
      }),
    );
    await fetchFields('https://down.acme.test/');
    expect((await screen.findByRole('alert')).textContent).toContain('Could not fetch the page. Map the fields manually.');
    fireEvent.change(screen.getByLabelText('Form selector'), { target: { value: '#lead-form' } });
    fireEvent.change(screen.getByLabelText('Full name field'), { target: { value: 'your-name' } });
    fireEvent.change(screen.getByLabelText('Email field'), { target: { value: 'your-email' } });
    await clickButton('Create marketing form');
    expect(save).toHaveBeenCalledTimes(1);
    expect((save.mock.calls[0][0] as MarketingFormValues).mapping).toMatchObject({
      selector: '#lead-form',
      emailField: 'your-email',
      nameFields: { mode: 'full', fullName: 'your-name' },
    });
  });

  it('says what the mapping still needs', async () => {
    const save = renderEditor(() => json(200, { data: DETECTED }));
    await clickButton('Add field');
    await clickButton('Create marketing form');
    expect(save).not.toHaveBeenCalled();
    expect(screen.getByText('Selector is required')).toBeTruthy();
    expect(screen.getByText('Each mapping needs a name')).toBeTruthy();
    expect(screen.getByText('A form field input needs a mapped field')).toBeTruthy();
    expect(screen.getByText('Email field is required')).toBeTruthy();
  });
});
