import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import type { FormDto } from '@contracts/forms';
import { fakeFetch, renderSignedIn, restoreAfterEach } from '@web/lib/test/fake-fetch';
import { SavedFormPage } from './form-page-parts';

restoreAfterEach();

const form = {
  id: 'f1',
  kind: 'marketing_form',
  name: 'Demo request',
  formKey: 'demo',
  provider: 'hubspot',
  mapping: null,
  updatedAt: '2026-03-01T10:00:00Z',
} as unknown as FormDto;

function renderPage(role: string) {
  fakeFetch(({ path }) => (path === '/api/forms/f1' ? form : undefined));
  renderSignedIn(
    <Routes>
      <Route
        path="/marketing-forms/:id"
        element={
          <SavedFormPage
            kind="marketing_form"
            list={{ to: '/marketing-forms', label: 'Marketing forms' }}
            readOnlyText="Only Admins and Managers can change marketing forms."
            duplicate={() => <button type="button">Duplicate</button>}
            editor={(dto, readOnly) => <p>{`Editing ${dto.name}${readOnly ? ', read-only' : ''}`}</p>}
          />
        }
      />
    </Routes>,
    { user: { role, timezone: 'UTC' } },
    '/marketing-forms/f1',
  );
}

describe('SavedFormPage', () => {
  it("gives an Admin the form's header with Duplicate and Delete, and its editor to change", async () => {
    renderPage('super_admin');
    expect(await screen.findByText('Editing Demo request')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Demo request' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Duplicate' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeTruthy();
  });

  it('shows a User the editor read-only and says why, with no actions', async () => {
    renderPage('regular');
    expect(await screen.findByText('Editing Demo request, read-only')).toBeTruthy();
    expect(screen.getByText('Only Admins and Managers can change marketing forms.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });
});
