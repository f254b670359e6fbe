import * as React from 'react';
import { ConfirmDeleteDialog } from '@web/components/ui/confirm-delete-dialog';
import type { OrderedRule } from './rule-list';

/** What a delete-by-id mutation offers (useMutation's result fits). */
type DeleteMutation = { isPending: boolean; mutate: (id: string, options: { onSuccess: () => void }) => void };

/**
 * The rule a list's Delete action picked, and its confirmation dialog: confirming deletes by id and
 * closes once the server agrees (`onDeleted` first, e.g. to drop it from a selection).
 */
export function useRuleDeletion<T extends OrderedRule>(
  remove: DeleteMutation,
  kind: string | ((rule: T) => string),
  onDeleted?: (rule: T) => void,
) {
  const [deleting, setDeleting] = React.useState<T | null>(null);
  const dialog = (
    <ConfirmDeleteDialog
      open={deleting !== null}
      onOpenChange={(open) => !open && setDeleting(null)}
      kind={typeof kind === 'string' ? kind : deleting ? kind(deleting) : ''}
      name={deleting?.name ?? ''}
      pending={remove.isPending}
      onConfirm={() =>
        deleting &&
        remove.mutate(deleting.id, {
          onSuccess: () => {
            onDeleted?.(deleting);
            setDeleting(null);
          },
        })
      }
    />
  );
  return { ask: setDeleting, dialog };
}
