import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { chooseValue, valueOf } from '@web/lib/test/choose-option';
import { ListDialog } from './list-dialog';
import { allowWritesAndRestore, jsonResponse as json, renderWithQuery } from '@web/lib/test/fake-fetch';

allowWritesAndRestore();

const saved = (body: any) => ({
  id: 'l1',
  moduleType: null,
  crmField: null,
  enrichmentField: null,
  country: null,
  fileName: null,
  fileColumn: null,
  separator: 'none',
  preview: [],
  createdAt: '',
  updatedAt: '',
  ...body,
  valueCount: body.values?.length ?? 0,
});

function setup() {
  const posted: any[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (url.includes('/api/crm/fields'))
        return json(200, {
          data: [
            { key: 'name', label: 'Name', builtIn: true },
            { key: 'industry', label: 'industry', builtIn: false },
          ],
        });
      if (url.endsWith('/api/lists') && init?.method === 'POST') {
        const body = JSON.parse(String(init.body));
        posted.push(body);
        return json(201, { data: saved(body) });
      }
      return json(404, { errors: [{ status: '404', code: 'not_found', detail: 'Not found' }] });
    }),
  );
  const onOpenChange = vi.fn();
  renderWithQuery(<ListDialog open onOpenChange={onOpenChange} listId={null} canEdit />);
  const dialog = screen.getByRole('dialog', { name: 'Create list' });
  const submit = () => fireEvent.click(within(dialog).getByRole('button', { name: 'Create list' }));
  const source = (label: string) => fireEvent.click(within(dialog).getByLabelText(new RegExp(`^${label}`)));
  const name = (value: string) => fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value } });
  return { dialog, submit, source, name, posted, onOpenChange };
}

describe('ListDialog', () => {
  it('asks for a name, a source and at least one value', async () => {
    const { dialog, submit, source, name, posted } = setup();
    submit();
    expect(await within(dialog).findByText('Name is a required field')).toBeTruthy();
    expect(within(dialog).getByText('Select a source')).toBeTruthy();
    name('Countries');
    source('From scratch');
    fireEvent.change(within(dialog).getByLabelText('Values'), { target: { value: '  \n\n' } });
    submit();
    expect(await within(dialog).findByText('Add at least one value')).toBeTruthy();
    expect(posted).toEqual([]);
  });

  it('sends typed values one per line, trimmed and without repeats', async () => {
    const { dialog, submit, source, name, posted, onOpenChange } = setup();
    name('Countries');
    source('From scratch');
    fireEvent.change(within(dialog).getByLabelText('Values'), { target: { value: 'Germany\n France\ngermany\n\nSpain' } });
    expect(within(dialog).getByText('3 values')).toBeTruthy();
    submit();
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(posted).toEqual([{ source: 'manual', name: 'Countries', values: ['Germany', 'France', 'Spain'] }]);
  });

  it('needs a module type and a CRM field for a CRM-field list', async () => {
    const { dialog, submit, source, name, posted } = setup();
    name('Industries');
    source('CRM field');
    submit();
    expect(await within(dialog).findByText('Module type is a required field')).toBeTruthy();
    await chooseValue(within(dialog).getByLabelText('Module type'), 'lead');
    await waitFor(() => expect((within(dialog).getByLabelText('CRM field') as HTMLButtonElement).disabled).toBe(false));
    submit();
    expect(await within(dialog).findByText('CRM field is a required field')).toBeTruthy();
    await chooseValue(within(dialog).getByLabelText('CRM field'), 'industry');
    submit();
    await waitFor(() => expect(posted).toEqual([{ source: 'crm_field', name: 'Industries', moduleType: 'lead', crmField: 'industry' }]));
  });

  it('needs an enrichment field and a country, and says the list stays empty until enrichment data arrives', async () => {
    const { dialog, submit, source, name, posted } = setup();
    name('German cities');
    source('Enrichment data');
    expect(within(dialog).getByText(/Until enrichment data is available this list stays empty/)).toBeTruthy();
    submit();
    expect(await within(dialog).findByText('Enrichment field is a required field')).toBeTruthy();
    expect(within(dialog).getByText('Country is a required field')).toBeTruthy();
    await chooseValue(within(dialog).getByLabelText('Enrichment field'), 'city');
    await chooseValue(within(dialog).getByLabelText('Country'), 'DE');
    submit();
    await waitFor(() => expect(posted).toEqual([{ source: 'enrichment', name: 'German cities', enrichmentField: 'city', country: 'DE' }]));
  });

  it('refuses other file types and empty files, then splits the chosen column on the separator', async () => {
    const { dialog, submit, source, name, posted } = setup();
    name('Domains');
    source('File');
    const upload = (file: File) =>
      fireEvent.change(within(dialog).getByLabelText('Choose a .csv or .xlsx file'), { target: { files: [file] } });
    upload(new File(['x'], 'domains.json', { type: 'application/json' }));
    expect(await within(dialog).findByText('Invalid file type. Please upload a .csv or .xlsx file')).toBeTruthy();
    upload(new File([''], 'domains.csv', { type: 'text/csv' }));
    expect(await within(dialog).findByText('Empty file')).toBeTruthy();

    upload(new File(['Account,Domains\nAcme,"acme.com; acme.io"\nGlobex,globex.com\nDup,ACME.com\n'], 'domains.csv', { type: 'text/csv' }));
    await waitFor(() => expect(valueOf(within(dialog).getByLabelText('Column'))).toBe('Account'));
    await chooseValue(within(dialog).getByLabelText('Column'), 'Domains');
    await chooseValue(within(dialog).getByLabelText('Separator'), 'semicolon');
    expect(within(dialog).getByText('3 values')).toBeTruthy();
    submit();
    await waitFor(() =>
      expect(posted).toEqual([
        {
          source: 'file',
          name: 'Domains',
          fileName: 'domains.csv',
          fileColumn: 'Domains',
          separator: 'semicolon',
          values: ['acme.com', 'acme.io', 'globex.com'],
        },
      ]),
    );
  });
});
