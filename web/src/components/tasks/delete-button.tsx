import * as React from 'react';
import toast from 'react-hot-toast';
import { Trash2 } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { useSession } from '@web/lib/session';

/** The server's rule, mirrored so no one is offered what it would refuse: the author, or an Admin or Manager. */
export function useMayChange(authorUserId: string | null) {
  const user = useSession().data?.user;
  return !!user && (user.role !== 'regular' || authorUserId === user.id);
}

/** A small trash button that asks first, then deletes and says so. */
export function DeleteButton(p: {
  label: string;
  title: string;
  description: string;
  doneText: string;
  pending: boolean;
  onDelete: () => Promise<void>;
}) {
  const [open, setOpen] = React.useState(false);
  const confirm = () =>
    p.onDelete().then(
      () => void toast.success(p.doneText),
      (e: Error) => void toast.error(e.message),
    );
  return (
    <>
      <Button type="button" variant="ghost" size="icon" aria-label={p.label} disabled={p.pending} onClick={() => setOpen(true)}>
        <Trash2 className="h-4 w-4" aria-hidden />
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={p.title}
        description={p.description}
        confirmLabel="Delete"
        destructive
        onConfirm={() => void confirm()}
      />
    </>
  );
}
