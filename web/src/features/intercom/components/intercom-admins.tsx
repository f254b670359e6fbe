import * as React from 'react';
import type { IntercomAdminDto } from '@contracts/intercom';
import { Button } from '@web/components/ui/button';
import { Select } from '@web/components/ui/select';
import { Table, TBody, TD, TH, THead, TR } from '@web/components/ui/table';
import { useActiveMembers, useSaveAdminMapping } from '../api/intercom';

const BY_EMAIL = 'by-email';
const NOBODY = 'nobody';
const choiceOf = (a: IntercomAdminDto) => (!a.chosen ? BY_EMAIL : (a.userId ?? NOBODY));

/**
 * Which member each Intercom admin is: conversations go to the admin of the chosen rep. By default the
 * member with the same e-mail; an admin can choose another member, or nobody, and save.
 */
export function IntercomAdmins({ admins }: { admins: IntercomAdminDto[] }) {
  const members = useActiveMembers();
  const save = useSaveAdminMapping();
  const [choices, setChoices] = React.useState<Record<string, string>>(() => Object.fromEntries(admins.map((a) => [a.id, choiceOf(a)])));
  const changed = admins.some((a) => (choices[a.id] ?? BY_EMAIL) !== choiceOf(a));
  const submit = () =>
    save.mutate(
      admins
        .filter((a) => (choices[a.id] ?? BY_EMAIL) !== BY_EMAIL)
        .map((a) => ({ adminId: a.id, userId: choices[a.id] === NOBODY ? null : choices[a.id] })),
    );
  return (
    <div className="grid gap-3">
      <Table aria-label="Intercom admins">
        <THead>
          <TR>
            <TH>Intercom admin</TH>
            <TH>E-mail</TH>
            <TH>Routewise member</TH>
          </TR>
        </THead>
        <TBody>
          {admins.map((a) => (
            <TR key={a.id}>
              <TD>{a.name}</TD>
              <TD>{a.email}</TD>
              <TD>
                <Select
                  aria-label={`Member for ${a.name}`}
                  value={choices[a.id] ?? BY_EMAIL}
                  onChange={(e) => setChoices((c) => ({ ...c, [a.id]: e.target.value }))}
                >
                  <option value={BY_EMAIL}>{!a.chosen && a.userId ? 'Same e-mail (matched)' : 'Same e-mail (no member has it)'}</option>
                  {(members.data ?? []).map((m) => (
                    <option key={m.id} value={m.id}>
                      {m.name}
                    </option>
                  ))}
                  <option value={NOBODY}>Nobody: never assign to this admin</option>
                </Select>
              </TD>
            </TR>
          ))}
        </TBody>
      </Table>
      <Button className="justify-self-start" variant="outline" disabled={!changed} loading={save.isPending} onClick={submit}>
        Save admin mapping
      </Button>
    </div>
  );
}
