import { MESSAGES } from '@contracts/common';
import { CRM_MESSAGES } from '@contracts/crm';
import type { ImportModule } from '@contracts/crm-import';
import type { SpreadsheetCell } from '@web/components/ui/spreadsheet';

export type RowProblem = { row: number; message: string };

const text = (cell: SpreadsheetCell | undefined) => (cell === null || cell === undefined ? '' : String(cell).trim());

/**
 * The rows the server will refuse, read through the current mapping: no e-mail (people) or domain
 * (accounts), an account with no name, an owner who is not an active member. Row numbers are the
 * spreadsheet's (data starts under the header row), as the server reports them. `members` is null
 * while the member list is unknown; owners are then left to the server.
 */
export function rowProblems(
  module: ImportModule,
  mapping: Record<string, string>,
  rows: Record<string, SpreadsheetCell>[],
  members: ReadonlySet<string> | null,
): RowProblem[] {
  const columnOf = (target: string) => Object.entries(mapping).find(([, t]) => t === target)?.[0];
  const [email, domain, name, first, last, owner] = ['email', 'domain', 'name', 'first_name', 'last_name', 'owner_email'].map(columnOf);
  const value = (row: Record<string, SpreadsheetCell>, column: string | undefined) => (column ? text(row[column]) : '');
  const out: RowProblem[] = [];
  rows.forEach((r, i) => {
    const row = i + 2;
    if (module === 'account' ? !value(r, domain) : !value(r, email))
      out.push({ row, message: module === 'account' ? 'Domain is a required field' : MESSAGES.emailRequired });
    else if (module === 'account' && !value(r, name) && !value(r, first) && !value(r, last))
      out.push({ row, message: MESSAGES.nameRequired });
    else {
      const ownerEmail = value(r, owner).toLowerCase();
      if (ownerEmail && members && !members.has(ownerEmail)) out.push({ row, message: `${CRM_MESSAGES.ownerNotMember}: "${ownerEmail}"` });
    }
  });
  return out;
}
