import * as React from 'react';
import toast from 'react-hot-toast';
import { LogOut } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { TitledCard } from '@web/components/ui/card';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { ApiRequestError } from '@web/lib/api-error';
import { plural } from '@web/lib/plural';
import { useSignOutEverywhere } from '../api/sign-out-everywhere';

/** Ends every member's session except this one, after a confirmation. */
export function SignOutEverywhereCard() {
  const [open, setOpen] = React.useState(false);
  const signOut = useSignOutEverywhere();
  const confirm = () =>
    signOut.mutate(undefined, {
      onSuccess: ({ endedSessions }) => toast.success(`Signed out ${plural(endedSessions, 'session')}`),
      onError: (e) => toast.error(e instanceof ApiRequestError ? e.message : 'Something went wrong. Try again.'),
    });
  return (
    <TitledCard
      className="mt-6"
      title="Sign out everywhere"
      description="Ends the session of every member of your organization on every device, except yours here. Everyone signs in again."
      titleClassName="text-base"
    >
      <Button variant="outline" onClick={() => setOpen(true)} disabled={signOut.isPending}>
        <LogOut />
        {signOut.isPending ? 'Signing out…' : 'Sign out everywhere'}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Sign out every member?"
        description="Every member is signed out on every device, except you in this browser."
        confirmLabel="Sign out everywhere"
        destructive
        onConfirm={confirm}
      />
    </TitledCard>
  );
}
