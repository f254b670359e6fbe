import * as React from 'react';
import toast from 'react-hot-toast';
import type { MeetingDto } from '@contracts/meetings';
import { Combobox } from '@web/components/ui/combobox';
import type { DialogState } from '@web/components/ui/dialog';
import { FormDialog } from '@web/components/ui/form-dialog';
import { FormField } from '@web/components/ui/form-field';
import { ApiRequestError } from '@web/lib/api-error';
import { useChangeMeetingOwner } from '../api/change-meeting-owner';
import { useMemberOptions } from '../api/list-member-options';

/** The owner is bookkeeping (CRM owner, reports); the calendar invite is not affected. */
export function ChangeOwnerDialog({ meeting, open, onOpenChange }: DialogState & { meeting: MeetingDto }) {
  const members = useMemberOptions(open);
  const change = useChangeMeetingOwner(meeting.id);
  const [userId, setUserId] = React.useState('');
  const [error, setError] = React.useState('');
  React.useEffect(() => {
    if (open) {
      setUserId(meeting.ownerUserId ?? '');
      setError('');
    }
  }, [open, meeting.ownerUserId]);

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!userId) return setError('Select a member');
    change.mutate(userId, {
      onSuccess: (m) => {
        toast.success(`Owner changed to ${m.ownerName}`);
        onOpenChange(false);
      },
      onError: (err) =>
        err instanceof ApiRequestError && err.fieldErrors[0]?.field === 'userId' ? setError(err.message) : toast.error(err.message),
    });
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Change owner"
      description="The owner is who the meeting counts for in reports and the CRM. The calendar invite is not affected."
      onSubmit={submit}
      submitLabel="Change owner"
      pending={change.isPending}
      submitDisabled={userId === meeting.ownerUserId}
    >
      <FormField id="owner-member" label="Owner" error={error}>
        {(p) => (
          <Combobox
            {...p}
            value={userId}
            onChange={(id) => (setUserId(id), setError(''))}
            options={(members.data ?? []).map((m) => ({ value: m.id, label: m.name, hint: m.email }))}
            placeholder={members.isPending ? 'Loading members…' : 'Select a member'}
            searchPlaceholder="Search members"
          />
        )}
      </FormField>
    </FormDialog>
  );
}
