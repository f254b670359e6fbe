import { describe, expect, it } from 'vitest';
import { rowProblems } from './import-row-check';

const members = new Set(['manager@acme.test']);

describe('rowProblems', () => {
  it('flags an account with no name and an owner who is not a member, with spreadsheet row numbers', () => {
    const rows = [
      { Company: 'Globex', Site: 'globex.com', Owner: 'Manager@acme.test' },
      { Company: 'Initech', Site: 'initech.com', Owner: 'stranger@nowhere.test' },
      { Company: '', Site: 'noname.com', Owner: '' },
      { Company: 'Nodomain', Site: null, Owner: '' },
    ];
    expect(rowProblems('account', { Company: 'name', Site: 'domain', Owner: 'owner_email' }, rows, members)).toEqual([
      { row: 3, message: 'The owner must be an active member of your organization: "stranger@nowhere.test"' },
      { row: 4, message: 'Name is a required field' },
      { row: 5, message: 'Domain is a required field' },
    ]);
  });

  it('needs an e-mail for people but no name, and leaves owners to the server while members are unknown', () => {
    const rows = [
      { E: 'a@b.com', O: 'stranger@nowhere.test' },
      { E: ' ', O: '' },
    ];
    expect(rowProblems('lead', { E: 'email', O: 'owner_email' }, rows, null)).toEqual([{ row: 3, message: 'Email is a required field' }]);
  });
});
