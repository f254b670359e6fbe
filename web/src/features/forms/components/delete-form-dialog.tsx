import type { FormSummaryDto } from '@contracts/forms';
import { Button } from '@web/components/ui/button';
import { ConfirmDeleteDialog } from '@web/components/ui/confirm-delete-dialog';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { useDeleteForm } from '../api/delete-form';
import { useFormDependencies } from '../api/get-form-dependencies';
import { FormDependenciesList } from './form-dependencies';

type Target = Pick<FormSummaryDto, 'id' | 'name' | 'kind' | 'formKey' | 'sourceUrl'>;

/**
 * Delete with the type-the-name confirmation, listing what stops working. A form a router or relay
 * uses cannot be deleted: the dialog shows those instead of the confirmation.
 */
export function DeleteFormDialog({
  form,
  onOpenChange,
  onDeleted,
}: {
  form: Target | null;
  onOpenChange: (open: boolean) => void;
  onDeleted?: () => void;
}) {
  const deps = useFormDependencies(form?.id ?? '', { enabled: form !== null });
  const remove = useDeleteForm();
  const inUse = deps.data && deps.data.routers.length + deps.data.relays.length > 0;
  const close = () => onOpenChange(false);

  if (form && inUse && deps.data) {
    return (
      <Dialog open onOpenChange={onOpenChange}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>“{form.name}” is in use</DialogTitle>
            <DialogDescription>Remove it from these routers and relays before deleting it.</DialogDescription>
          </DialogHeader>
          <FormDependenciesList dependencies={deps.data} />
          <DialogFooter>
            <Button type="button" onClick={close}>
              OK
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    );
  }
  const impacted = form
    ? form.kind === 'form'
      ? [`Embeds using Form ID ${form.formKey} stop showing the form`]
      : [`Submissions of the form on ${form.sourceUrl ?? 'its page'} stop being routed`]
    : [];
  return (
    <ConfirmDeleteDialog
      open={form !== null && !deps.isPending}
      onOpenChange={onOpenChange}
      kind="form"
      name={form?.name ?? ''}
      impacted={impacted}
      pending={remove.isPending}
      onConfirm={() =>
        form &&
        remove.mutate(form.id, {
          onSuccess: () => {
            close();
            onDeleted?.();
          },
        })
      }
    />
  );
}
