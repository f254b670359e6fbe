import { describe, expect, it } from 'vitest';
import { readSpreadsheet, spreadsheetKind, toSpreadsheet } from './spreadsheet';

describe('spreadsheetKind', () => {
  it('accepts .csv and .xlsx whatever MIME type the browser guessed, and nothing else', () => {
    expect(spreadsheetKind({ name: 'a.CSV', type: 'text/csv' })).toBe('csv');
    expect(spreadsheetKind({ name: 'a.csv', type: 'application/vnd.ms-excel' })).toBe('csv');
    expect(spreadsheetKind({ name: 'a.csv', type: '' })).toBe('csv');
    expect(spreadsheetKind({ name: 'a.xlsx', type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' })).toBe('xlsx');
    expect(spreadsheetKind({ name: 'a.xls', type: 'application/vnd.ms-excel' })).toBeNull();
    expect(spreadsheetKind({ name: 'a.txt', type: 'text/plain' })).toBeNull();
    expect(spreadsheetKind({ name: 'a.csv', type: 'image/png' })).toBeNull();
  });
});

describe('toSpreadsheet', () => {
  it('names blank headers, numbers repeated ones and drops blank rows', () => {
    expect(
      toSpreadsheet([
        ['Email', '', 'email'],
        ['', null, ''],
        ['a@b.com', 1, true],
      ]),
    ).toEqual({
      headers: ['Email', 'Column 2', 'email (2)'],
      rows: [{ Email: 'a@b.com', 'Column 2': 1, 'email (2)': true }],
    });
  });
});

describe('readSpreadsheet', () => {
  it("gives the spec's messages for a wrong type and an empty file", async () => {
    await expect(readSpreadsheet(new File(['x'], 'notes.pdf', { type: 'application/pdf' }))).rejects.toThrow(
      'Invalid file type. Please upload a .csv or .xlsx file',
    );
    await expect(readSpreadsheet(new File([''], 'a.csv', { type: 'text/csv' }))).rejects.toThrow('Empty file');
    await expect(readSpreadsheet(new File(['Only,Headers\n'], 'a.csv', { type: 'text/csv' }))).rejects.toThrow('Empty file');
  });

  it('parses quoted CSV cells and a byte-order mark', async () => {
    const sheet = await readSpreadsheet(new File(['\uFEFFName,Tags\n"Doe, Jane","a;b"\n'], 'a.csv', { type: 'text/csv' }));
    expect(sheet).toEqual({ headers: ['Name', 'Tags'], rows: [{ Name: 'Doe, Jane', Tags: 'a;b' }] });
  });

  it('explains a broken .xlsx instead of failing silently', async () => {
    await expect(
      readSpreadsheet(new File(['not a zip'], 'a.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' })),
    ).rejects.toThrow("We couldn't read this file");
  });
});
