import * as React from 'react';
import type { SubjectRef } from '@contracts/tasks';
import { Button } from '@web/components/ui/button';
import { toastOutcome } from '@web/lib/toast-outcome';
import { useCreateTask } from './api';
import { TaskFields, deadlineIso, emptyTask } from './task-fields';

/** Adds a task to the record. */
export function TaskForm({ subject }: { subject: SubjectRef }) {
  const [draft, setDraft] = React.useState(emptyTask);
  const create = useCreateTask(subject);
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    create.mutate(
      { type: draft.type, title: draft.title, deadline: deadlineIso(draft.deadline) },
      toastOutcome('Task added', { done: () => setDraft(emptyTask) }),
    );
  };
  return (
    <form onSubmit={submit} aria-label="Add a task" className="grid gap-3">
      <TaskFields idPrefix="new-task" value={draft} onChange={setDraft} />
      <div>
        <Button type="submit" size="sm" disabled={create.isPending || !draft.title.trim()}>
          Add task
        </Button>
      </div>
    </form>
  );
}
