import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { chooseValue, valueOf } from '@web/lib/test/choose-option';
import { ImportWizard } from './import-wizard';
import { allowWritesAndRestore, jsonResponse as json, renderWithQuery } from '@web/lib/test/fake-fetch';

allowWritesAndRestore();

const fixture = (name: string) => readFileSync(resolve(process.cwd(), 'web/src/features/crm/fixtures', name));

function setup() {
  const posted: { url: string; body: any }[] = [];
  const progress = {
    id: 'imp-1',
    module: 'contact',
    fileName: 'contacts.csv',
    mapping: {},
    total: 3,
    processed: 0,
    created: 0,
    updated: 0,
    failed: 0,
    errors: [],
    status: 'running',
    createdAt: '',
    updatedAt: '',
  };
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const body = init?.body ? JSON.parse(String(init.body)) : null;
    if (init?.method === 'POST') posted.push({ url, body });
    if (url.endsWith('/api/crm/imports') && init?.method === 'POST')
      return json(201, { data: { ...progress, total: body.total, mapping: body.mapping } });
    if (url.includes('/api/crm/imports/imp-1/rows')) {
      return json(200, {
        data: {
          ...progress,
          processed: body.rows.length,
          created: 2,
          updated: 0,
          failed: 1,
          errors: [{ row: 4, message: 'Enter a valid phone number: "12"' }],
          status: 'done',
        },
      });
    }
    return json(404, { errors: [{ status: '404', code: 'not_found', detail: 'Not found' }] });
  });
  vi.stubGlobal('fetch', fetchMock);
  renderWithQuery(<ImportWizard open onOpenChange={() => {}} module="contact" modules={['lead', 'contact']} />);
  const dialog = screen.getByRole('dialog', { name: 'Import contacts' });
  const upload = (file: File) =>
    fireEvent.change(within(dialog).getByLabelText('Choose a .csv or .xlsx file'), { target: { files: [file] } });
  const next = () => fireEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
  return { dialog, upload, next, posted };
}

describe('ImportWizard', () => {
  it('refuses a file that is not .csv or .xlsx', async () => {
    const { dialog, upload } = setup();
    upload(new File(['a,b\n1,2'], 'contacts.txt', { type: 'text/plain' }));
    expect(await within(dialog).findByText('Invalid file type. Please upload a .csv or .xlsx file')).toBeTruthy();
    expect((within(dialog).getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('refuses an empty file and a file with only a header row', async () => {
    const { dialog, upload } = setup();
    upload(new File([''], 'empty.csv', { type: 'text/csv' }));
    expect(await within(dialog).findByText('Empty file')).toBeTruthy();
    upload(new File(['Email,Name\n\n , \n'], 'header-only.csv', { type: 'text/csv' }));
    await waitFor(() => expect(within(dialog).getAllByText('Empty file')).toHaveLength(1));
    expect((within(dialog).getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('previews the first rows, guesses the mapping and imports in chunks with live counts', async () => {
    const { dialog, upload, next, posted } = setup();
    upload(new File([fixture('contacts.csv')], 'contacts.csv', { type: 'text/csv' }));
    expect(await within(dialog).findByText('3 rows, 7 columns')).toBeTruthy();
    next();
    const preview = within(dialog).getByRole('table', { name: 'File preview' });
    expect(within(preview).getByText('jane@globex.com')).toBeTruthy();
    expect(within(preview).getAllByRole('row')).toHaveLength(4);
    next();
    expect(valueOf(within(dialog).getByLabelText('Field for Email Address'))).toBe('email');
    expect(valueOf(within(dialog).getByLabelText('Field for Company Domain'))).toBe('parent_domain');
    expect(valueOf(within(dialog).getByLabelText('Field for Lead Source'))).toBe('custom:lead_source');

    // Skipping the e-mail column makes the mapping invalid until it is mapped again.
    await chooseValue(within(dialog).getByLabelText('Field for Email Address'), '');
    expect(within(dialog).getByText('Map a column to Email')).toBeTruthy();
    expect((within(dialog).getByRole('button', { name: /Import 3 rows/ }) as HTMLButtonElement).disabled).toBe(true);
    await chooseValue(within(dialog).getByLabelText('Field for Email Address'), 'email');
    await chooseValue(within(dialog).getByLabelText('Field for Contact Owner'), '');
    fireEvent.click(within(dialog).getByRole('button', { name: /Import 3 rows/ }));

    expect(await within(dialog).findByText('Import complete')).toBeTruthy();
    expect(within(dialog).getByText('3 of 3 rows')).toBeTruthy();
    expect(within(dialog).getByText('Row 4:')).toBeTruthy();
    const [start, chunk] = posted;
    expect(start.body).toMatchObject({ module: 'contact', fileName: 'contacts.csv', total: 3 });
    expect(start.body.mapping['Contact Owner']).toBeUndefined();
    expect(chunk.body.offset).toBe(0);
    expect(chunk.body.rows[0]).toEqual({
      'First Name': 'Jane',
      'Last Name': 'Doe',
      'Email Address': 'jane@globex.com',
      'Phone Number': '+1 415 555 0100',
      'Company Domain': 'globex.com',
      'Lead Source': 'Webinar',
    });
  });

  it('reads an .xlsx file the same way', async () => {
    const { dialog, upload, next } = setup();
    upload(
      new File([fixture('contacts.xlsx')], 'contacts.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }),
    );
    expect(await within(dialog).findByText('3 rows, 7 columns')).toBeTruthy();
    next();
    const preview = within(dialog).getByRole('table', { name: 'File preview' });
    expect(within(preview).getByText('john@initech.co.uk')).toBeTruthy();
  });
});
