import * as React from 'react';
import { Radio } from 'lucide-react';
import { SIGNAL_FREQUENCY_LABELS, SIGNAL_NOTIFY_LABELS, SIGNAL_TRIGGER_LABELS, type SignalDto } from '@contracts/signals';
import { eventLabel } from '@contracts/workflows';
import { Button } from '@web/components/ui/button';
import { ConfirmDeleteDialog } from '@web/components/ui/confirm-delete-dialog';
import { EmptyState, PageHeader } from '@web/components/ui/page';
import { Switch } from '@web/components/ui/switch';
import { useSession } from '@web/lib/session';
import { useDeleteSignal } from '../api/save-signal';
import { useSignals } from '../api/signals';
import { useToggleSignal } from '../api/toggle-signal';
import { SignalForm } from './signal-form';

/** /signals: real-time alerts on account and user events, with active toggles and a create form. */
export function SignalsPage() {
  const role = useSession().data?.user.role;
  const canEdit = role === 'super_admin' || role === 'manager';
  const list = useSignals();
  const toggle = useToggleSignal();
  const [creating, setCreating] = React.useState(false);
  const [editing, setEditing] = React.useState<SignalDto | null>(null);
  const [deleting, setDeleting] = React.useState<SignalDto | null>(null);
  const remove = useDeleteSignal();
  return (
    <div className="grid gap-6">
      <PageHeader
        title="Signals"
        description="Real-time alerts when something happens to an account or a user: in the app's bell, by e-mail or in Slack."
        actions={canEdit && !creating && <Button onClick={() => setCreating(true)}>New signal</Button>}
      />
      {creating && <SignalForm onDone={() => setCreating(false)} />}
      {editing && <SignalForm key={editing.id} signal={editing} onDone={() => setEditing(null)} />}
      {list.data && list.data.length === 0 && !creating && (
        <EmptyState
          icon={<Radio className="h-6 w-6" />}
          title="No signals yet"
          description="Create one to hear about free-e-mail prospects, cancellations or no-shows the moment they happen."
        />
      )}
      {!!list.data?.length && (
        <ul className="divide-y rounded-lg border" aria-label="Signals">
          {list.data.map((s) => (
            <li key={s.id} className="flex items-center gap-3 p-4">
              <div className="min-w-0 flex-1">
                <p className="font-medium">{s.name}</p>
                <p className="text-sm text-muted-foreground">
                  {SIGNAL_TRIGGER_LABELS[s.triggerType]} · {s.event ? eventLabel(s.event) : 'Any event'} ·{' '}
                  {SIGNAL_FREQUENCY_LABELS[s.frequency]} · {SIGNAL_NOTIFY_LABELS[s.notify]}
                </p>
              </div>
              {canEdit && (
                <>
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => {
                      setCreating(false);
                      setEditing(s);
                    }}
                  >
                    Edit
                  </Button>
                  <Button variant="ghost" size="sm" className="text-destructive" onClick={() => setDeleting(s)}>
                    Delete
                  </Button>
                </>
              )}
              <Switch
                aria-label={`${s.name} active`}
                checked={s.active}
                disabled={!canEdit}
                onCheckedChange={(active) => toggle.mutate({ id: s.id, active })}
              />
            </li>
          ))}
        </ul>
      )}
      <ConfirmDeleteDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        kind="signal"
        name={deleting?.name ?? ''}
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
      />
    </div>
  );
}
