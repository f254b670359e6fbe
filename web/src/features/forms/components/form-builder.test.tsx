import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { renderWithQuery } from '@web/lib/test/fake-fetch';
import { useMutation } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { FormDto } from '@contracts/forms';
import { defaultQuestions, type FormValues, type NativeFormValues } from '@contracts/forms-body';
import { FormBuilder } from './form-builder';
import { newNativeForm, type NativeForm } from './form-model';

// jsdom lays nothing out; dnd-kit's keyboard sensor moves between measured rows, so each row of the
// Questions list gets a 50px box stacked by its position.
beforeEach(() => {
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const row = this.closest('li');
    const list = row?.parentElement;
    const index = row && list?.getAttribute('aria-label') === 'Questions' ? [...list.children].indexOf(row) : -1;
    const top = index >= 0 ? 100 + index * 60 : 0;
    const height = index >= 0 ? 50 : 0;
    return {
      x: 0,
      y: top,
      top,
      left: 0,
      right: 400,
      bottom: top + height,
      width: index >= 0 ? 400 : 0,
      height,
      toJSON: () => ({}),
    } as DOMRect;
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const dto = (v: NativeFormValues): FormDto => ({
  ...v,
  id: 'f1',
  provider: 'native',
  mapping: null,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
});

function renderBuilder(values: Partial<NativeForm> = {}) {
  const save = vi.fn(async (v: FormValues) => dto(v as NativeFormValues));
  function Harness() {
    const mutation = useMutation({ mutationFn: save });
    return (
      <FormBuilder
        mode="create"
        defaultValues={{ ...newNativeForm(), name: 'Demo request', formKey: 'DEMO', ...values }}
        mutation={mutation}
      />
    );
  }
  const router = createMemoryRouter([{ path: '/forms/new', element: <Harness /> }], { initialEntries: ['/forms/new'] });
  renderWithQuery(<RouterProvider router={router} />);
  return save;
}

const tick = () => act(async () => void (await new Promise((r) => setTimeout(r, 0))));
/** A key pressed on a drag handle (Space picks up and drops, the arrows move, Escape cancels), then the drag settles. */
const press = async (handle: HTMLElement, code: 'Space' | 'ArrowUp' | 'ArrowDown' | 'Escape') => {
  await act(async () => {
    fireEvent.keyDown(handle, { code, key: code === 'Space' ? ' ' : code });
  });
  await tick();
};
const questionOrder = () =>
  within(screen.getByRole('list', { name: 'Questions' }))
    .getAllByRole('listitem')
    .map((li) => li.querySelector('p span')?.textContent);
const previewOrder = () =>
  [...screen.getByTestId('form-preview').querySelectorAll('label > span:first-child, legend > span')].map((s) => s.firstChild?.textContent);
const saveForm = async () => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Create form' }));
  });
  await tick();
};

const SIZE = {
  id: 'size',
  label: 'Company size',
  placeholder: 'Choose one',
  type: 'dropdown' as const,
  options: ['1-10', '11-50'],
  required: false,
  leadField: 'employees',
  contactField: null,
};

describe('question reorder', () => {
  it('moves a question with the keyboard on its drag handle and saves the new order', async () => {
    const save = renderBuilder({ questions: [...defaultQuestions(), SIZE] });
    expect(questionOrder()).toEqual(['Full name', 'Work e-mail', 'Company size']);

    const handle = screen.getByRole('button', { name: 'Reorder Company size' });
    handle.focus();
    await press(handle, 'Space');
    for (let i = 0; i < 2; i++) {
      await press(handle, 'ArrowUp');
    }
    await press(handle, 'Space');

    expect(questionOrder()).toEqual(['Company size', 'Full name', 'Work e-mail']);
    expect(previewOrder()).toEqual(['Company size', 'Full name', 'Work e-mail']);
    await saveForm();
    expect(save).toHaveBeenCalledTimes(1);
    expect((save.mock.calls[0][0] as NativeFormValues).questions.map((q) => q.id)).toEqual(['size', 'name', 'email']);
  });

  it('cancels a keyboard move with Escape', async () => {
    renderBuilder({ questions: [...defaultQuestions(), SIZE] });
    const handle = screen.getByRole('button', { name: 'Reorder Full name' });
    handle.focus();
    await press(handle, 'Space');
    await press(handle, 'ArrowDown');
    await press(handle, 'Escape');
    expect(questionOrder()).toEqual(['Full name', 'Work e-mail', 'Company size']);
  });
});

describe('consent counter', () => {
  it('counts characters against 300 and blocks saving over the limit', async () => {
    const save = renderBuilder();
    expect(screen.queryByLabelText('Consent text', { selector: 'textarea' })).toBeNull();
    await act(async () => {
      fireEvent.click(screen.getByRole('switch', { name: 'Ask for consent' }));
    });
    const text = screen.getByLabelText('Consent text', { selector: 'textarea' });
    const counter = () => document.getElementById('consent-text-count')!;
    expect(counter().textContent).toContain('0/300');
    expect(text.getAttribute('aria-describedby')).toContain('consent-text-count');

    fireEvent.change(text, { target: { value: 'I agree' } });
    expect(counter().textContent).toContain('7/300');
    expect(counter().className).not.toContain('text-destructive');

    fireEvent.change(text, { target: { value: 'x'.repeat(301) } });
    expect(counter().textContent).toContain('301/300');
    expect(counter().className).toContain('text-destructive');
    expect(text.getAttribute('aria-invalid')).toBe('true');
    await saveForm();
    expect(save).not.toHaveBeenCalled();
    expect(screen.getByText('Consent text can be at most 300 characters')).toBeTruthy();

    fireEvent.change(text, { target: { value: 'y'.repeat(300) } });
    expect(counter().textContent).toContain('300/300');
    expect(counter().className).not.toContain('text-destructive');
    await saveForm();
    expect(save).toHaveBeenCalledTimes(1);
    expect((save.mock.calls[0][0] as NativeFormValues).consentText).toHaveLength(300);
  });

  it('requires the consent text once consent is on', async () => {
    const save = renderBuilder({ consentEnabled: true, consentText: '' });
    await saveForm();
    expect(save).not.toHaveBeenCalled();
    expect(screen.getByText('Consent text is required')).toBeTruthy();
  });
});
