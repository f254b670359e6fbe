import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import type { DialogState } from '@web/components/ui/dialog';

/** Removing the organization's identity provider (OIDC or SAML), confirmed first. */
export function RemoveIdpDialog({ open, onOpenChange, onRemove }: DialogState & { onRemove: () => void }) {
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Remove the identity provider?"
      description="Members can no longer sign in with single sign-on."
      confirmLabel="Remove"
      onConfirm={() => {
        onRemove();
        onOpenChange(false);
      }}
    />
  );
}
