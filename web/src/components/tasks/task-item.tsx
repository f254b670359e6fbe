import { Link } from 'react-router';
import { CheckCircle2, Circle } from 'lucide-react';
import { TASK_TYPE_LABELS, type SubjectType, type TaskDto } from '@contracts/tasks';
import { Badge } from '@web/components/ui/badge';
import { instantIn, useViewerZone } from '@web/lib/viewer-time';
import { useDeleteTask, useUpdateTask } from './api';
import { DeleteButton, useMayChange } from './delete-button';

/** Where a task's record opens in the app. */
export const subjectPath = (t: { subjectType: SubjectType; subjectId: string }) =>
  t.subjectType === 'meeting' ? `/meetings/${t.subjectId}` : t.subjectType === 'account' ? `/accounts/${t.subjectId}/users` : '/contacts';

/** One task: a one-click done/open toggle, its type, deadline (overdue in red) and assignee, and optionally its record. */
export function TaskItem({ task, showSubject = false }: { task: TaskDto; showSubject?: boolean }) {
  const update = useUpdateTask();
  const remove = useDeleteTask();
  const mayDelete = useMayChange(task.createdBy);
  const done = task.status === 'done';
  const zone = useViewerZone();
  const Icon = done ? CheckCircle2 : Circle;
  return (
    <li className="flex items-start gap-3 py-2">
      <button
        type="button"
        className="mt-0.5 rounded-full text-muted-foreground hover:text-primary disabled:opacity-50"
        aria-label={done ? `Reopen ${task.title}` : `Mark ${task.title} done`}
        aria-pressed={done}
        disabled={update.isPending}
        onClick={() => update.mutate({ id: task.id, status: done ? 'open' : 'done' })}
      >
        <Icon className={done ? 'h-5 w-5 text-green-600' : 'h-5 w-5'} aria-hidden />
      </button>
      <div className="min-w-0 flex-1">
        <p className={done ? 'break-words text-sm text-muted-foreground line-through' : 'break-words text-sm font-medium'}>{task.title}</p>
        <p className="mt-0.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
          <Badge variant="secondary">{TASK_TYPE_LABELS[task.type]}</Badge>
          {task.deadline && (
            <span className={task.overdue ? 'font-medium text-destructive' : undefined}>Due {instantIn(task.deadline, zone)}</span>
          )}
          {task.overdue && <Badge variant="destructive">Overdue</Badge>}
          {task.assigneeName && <span>{task.assigneeName}</span>}
          {showSubject && task.subjectName && (
            <Link to={subjectPath(task)} className="underline-offset-2 hover:underline">
              {task.subjectName}
            </Link>
          )}
        </p>
        {task.description && <p className="mt-1 whitespace-pre-wrap break-words text-xs text-muted-foreground">{task.description}</p>}
      </div>
      {mayDelete && (
        <DeleteButton
          label={`Delete ${task.title}`}
          title="Delete this task?"
          description={`“${task.title}” is removed for everyone who sees it.`}
          doneText="Task deleted"
          pending={remove.isPending}
          onDelete={() => remove.mutateAsync(task.id)}
        />
      )}
    </li>
  );
}
