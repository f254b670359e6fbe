import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { CopyButton } from '@web/components/ui/copy-button';

/** The webhook's signing secret, shown once after saving; closing it leaves for the workflow list. */
export function WebhookSecretDialog({ secret, onDone }: { secret: string | null; onDone: () => void }) {
  return (
    <ConfirmDialog
      open={secret !== null}
      onOpenChange={(open) => !open && onDone()}
      title="Webhook signing secret"
      description={
        <span className="grid gap-2">
          <span>Copy it now: it is shown only once. Verify each delivery's webhook-signature with it (Standard Webhooks).</span>
          <span className="flex items-start gap-2">
            <code className="min-w-0 flex-1 break-all rounded bg-muted p-2 text-xs" data-testid="webhook-secret">
              {secret}
            </code>
            {secret && <CopyButton value={secret} label="Copy secret" variant="outline" size="icon" />}
          </span>
        </span>
      }
      confirmLabel="Done"
      cancelLabel="Close"
      onConfirm={onDone}
    />
  );
}
