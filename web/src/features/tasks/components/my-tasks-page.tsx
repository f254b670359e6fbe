import { ListTodo } from 'lucide-react';
import { myTasksQuery, useMyTasks } from '@web/components/tasks/api';
import { TaskItem } from '@web/components/tasks/task-item';
import { Card, CardContent } from '@web/components/ui/card';
import { EmptyState, PageHeader } from '@web/components/ui/page';
import { ListError } from '@web/components/ui/query-states';
import { SkeletonList } from '@web/components/ui/skeleton';
import { useQueryClient } from '@tanstack/react-query';

/** /tasks: my open tasks across accounts, contacts and meetings, overdue ones first; one click marks one done. */
export function MyTasksPage() {
  const tasks = useMyTasks();
  const qc = useQueryClient();
  const overdue = tasks.data?.filter((t) => t.overdue).length ?? 0;
  return (
    <div>
      <PageHeader
        title="My tasks"
        description={tasks.data ? `${tasks.data.length} open${overdue ? ` · ${overdue} overdue` : ''}` : 'Open tasks assigned to you'}
      />
      {tasks.isPending ? (
        <SkeletonList label="Loading tasks" count={2} item="h-12" className="grid gap-2" />
      ) : tasks.isError ? (
        <ListError what="tasks" error={tasks.error} retry={() => void qc.invalidateQueries({ queryKey: myTasksQuery.queryKey })} />
      ) : tasks.data.length ? (
        <Card>
          <CardContent className="pt-4">
            <ul className="divide-y" aria-label="Open tasks">
              {tasks.data.map((t) => (
                <TaskItem key={t.id} task={t} showSubject />
              ))}
            </ul>
          </CardContent>
        </Card>
      ) : (
        <EmptyState
          icon={<ListTodo className="h-8 w-8" aria-hidden />}
          title="No open tasks"
          description="Tasks assigned to you on accounts, contacts and meetings show here."
        />
      )}
    </div>
  );
}
