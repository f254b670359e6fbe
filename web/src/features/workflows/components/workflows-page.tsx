import { Link } from 'react-router';
import { Workflow as WorkflowIcon } from 'lucide-react';
import { ACTION_LABELS, TRIGGER_LABELS } from '@contracts/workflows';
import { Button } from '@web/components/ui/button';
import { NewButton } from '@web/components/ui/new-button';
import { EmptyState, PageHeader } from '@web/components/ui/page';
import { ListError } from '@web/components/ui/query-states';
import { Skeleton } from '@web/components/ui/skeleton';
import { Switch } from '@web/components/ui/switch';
import { useSession } from '@web/lib/session';
import { useWorkflows } from '../api/list-workflows';
import { useToggleWorkflow } from '../api/toggle-workflow';

/** /workflows: every workflow with its trigger, action and an active toggle. */
export function WorkflowsPage() {
  const role = useSession().data?.user.role;
  const canEdit = role === 'super_admin' || role === 'manager';
  const list = useWorkflows();
  const toggle = useToggleWorkflow();
  return (
    <div>
      <PageHeader
        title="Workflows"
        description="Send e-mails, Slack messages, SMS and signed webhooks when meetings are booked, change or end, and when prospects submit forms."
        actions={canEdit && <NewButton to="/workflows/new">New workflow</NewButton>}
      />
      {list.isPending ? (
        <Skeleton className="h-40" />
      ) : list.isError ? (
        <ListError what="workflows" error={list.error} retry={() => void list.refetch()} />
      ) : list.data.length === 0 ? (
        <EmptyState
          icon={<WorkflowIcon className="h-6 w-6" />}
          title="No workflows yet"
          description="Create one to notify your team or another system when something happens."
        />
      ) : (
        <ul className="divide-y rounded-lg border" aria-label="Workflows">
          {list.data.map((w) => (
            <li key={w.id} className="flex flex-wrap items-center gap-3 p-4">
              <div className="min-w-0 flex-1">
                <Link to={`/workflows/${w.id}`} className="font-medium hover:underline">
                  {w.name}
                </Link>
                <p className="text-sm text-muted-foreground">
                  {TRIGGER_LABELS[w.trigger]} → {ACTION_LABELS[w.action]}
                </p>
              </div>
              {canEdit && (
                <Button variant="ghost" size="sm" asChild>
                  <Link to={`/workflows/${w.id}/clone`}>Clone</Link>
                </Button>
              )}
              <Switch
                aria-label={`${w.name} active`}
                checked={w.active}
                disabled={!canEdit || toggle.isPending}
                onCheckedChange={(active) => toggle.mutate({ id: w.id, active })}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
