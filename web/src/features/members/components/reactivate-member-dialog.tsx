import * as React from 'react';
import { Controller, useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import toast from 'react-hot-toast';
import type * as v from 'valibot';
import { MEMBER_ERRORS, reactivateSchema, type MemberDto } from '@contracts/members';
import type { Role } from '@contracts/common';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { FormField } from '@web/components/ui/form-field';
import { Select } from '@web/components/ui/select';
import { MultiSelect } from '@web/components/ui/multi-select';
import { useTeamOptions } from '../api/list-teams';
import { useReactivateMember } from '../api/reactivate-member';
import { roleOptions } from './role-options';
import { reportFormError } from './server-errors';

type Values = { role: Role | ''; teamIds: string[] };

/** Reactivating asks again for a role (required) and teams (optional), as re-inviting does. */
export function ReactivateMemberDialog({ member, open, onOpenChange, callerRole }: { member: MemberDto; open: boolean; onOpenChange: (open: boolean) => void; callerRole: Role }) {
  const reactivate = useReactivateMember();
  const teams = useTeamOptions();
  const form = useForm<Values>({ resolver: valibotResolver(reactivateSchema) as never, defaultValues: { role: '', teamIds: [] } });
  const { errors } = form.formState;
  React.useEffect(() => {
    if (open) form.reset({ role: '', teamIds: [] });
  }, [open, form]);

  const onSubmit = form.handleSubmit((values) =>
    reactivate.mutate({ id: member.id, ...(values as v.InferInput<typeof reactivateSchema>) }, {
      onSuccess: () => {
        toast.success(`${member.name} has been reactivated`);
        onOpenChange(false);
      },
      onError: (e) => reportFormError(e, form.setError, ['role', 'teamIds'], MEMBER_ERRORS.reactivate),
    }),
  );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <form onSubmit={onSubmit} className="grid gap-5" noValidate>
          <DialogHeader>
            <DialogTitle>Reactivate {member.name}</DialogTitle>
            <DialogDescription>
              Choose their role and teams. {member.name} can sign in again right away, and will need to reconnect their calendar and video tool.
            </DialogDescription>
          </DialogHeader>
          <FormField id="reactivate-role" label="Role" error={errors.role?.message}>
            <Select {...form.register('role')}>
              <option value="" disabled>
                Select a role
              </option>
              {roleOptions(callerRole).map((r) => (
                <option key={r.value} value={r.value}>
                  {r.label}
                </option>
              ))}
            </Select>
          </FormField>
          <Controller
            control={form.control}
            name="teamIds"
            render={({ field }) => (
              <FormField id="reactivate-teams" label="Teams (optional)" error={errors.teamIds?.message}>
                <MultiSelect ref={field.ref} value={field.value} onChange={field.onChange} onBlur={field.onBlur} options={teams.data ?? []} placeholder="Select teams" searchLabel="Search teams" emptyText="No teams found" />
              </FormField>
            )}
          />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" loading={reactivate.isPending}>
              Reactivate
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
