import type * as React from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { SubjectRef } from '@contracts/tasks';
import { TitledCard } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { useSubjectNotes, useSubjectTasks } from './api';
import { NoteForm } from './note-form';
import { NoteItem } from './note-item';
import { TaskForm } from './task-form';
import { TaskItem } from './task-item';

/** A list's three other states: loading, failed, and nothing yet ("No tasks yet."). */
function Loaded<T>({ query, what, children }: { query: UseQueryResult<T[]>; what: string; children: (list: T[]) => React.ReactNode }) {
  if (query.isPending) return <Skeleton className="h-10" />;
  if (query.isError)
    return (
      <p role="alert" className="text-sm text-destructive">
        We couldn&apos;t load the {what}.
      </p>
    );
  return query.data.length ? children(query.data) : <p className="text-sm text-muted-foreground">No {what} yet.</p>;
}

/** "Notes & tasks" of an account, a contact or a meeting (spec section 2: account details show notes and tasks). */
export function NotesTasksSection({ subject }: { subject: SubjectRef }) {
  const tasks = useSubjectTasks(subject);
  const notes = useSubjectNotes(subject);
  return (
    <TitledCard title="Notes &amp; tasks" contentClassName="grid gap-6">
      <section aria-label="Tasks" className="grid gap-3">
        <h3 className="text-sm font-semibold">Tasks</h3>
        <Loaded query={tasks} what="tasks">
          {(list) => (
            <ul className="divide-y">
              {list.map((t) => (
                <TaskItem key={t.id} task={t} />
              ))}
            </ul>
          )}
        </Loaded>
        <TaskForm subject={subject} />
      </section>
      <section aria-label="Notes" className="grid gap-3">
        <h3 className="text-sm font-semibold">Notes</h3>
        <NoteForm subject={subject} />
        <Loaded query={notes} what="notes">
          {(list) => (
            <ul className="grid gap-3">
              {list.map((n) => (
                <NoteItem key={n.id} note={n} />
              ))}
            </ul>
          )}
        </Loaded>
      </section>
    </TitledCard>
  );
}
