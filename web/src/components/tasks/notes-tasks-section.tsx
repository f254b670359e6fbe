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

/** The subject's tasks or notes as a list, each drawn by `item`; while loading, failed or empty, it says so ("No tasks yet."). */
function Listed<T>(p: { query: UseQueryResult<T[]>; what: string; className: string; item: (entry: T) => React.ReactNode }) {
  const { query, what } = p;
  if (query.isPending) return <Skeleton className="h-10" />;
  if (query.isError)
    return (
      <p role="alert" className="text-sm text-destructive">
        We couldn&apos;t load the {what}.
      </p>
    );
  if (!query.data.length) return <p className="text-sm text-muted-foreground">No {what} yet.</p>;
  return <ul className={p.className}>{query.data.map((entry) => p.item(entry))}</ul>;
}

/** "Notes & tasks" of an account, a contact or a meeting (spec section 2: account details show notes and tasks). */
export function NotesTasksSection({ subject }: { subject: SubjectRef }) {
  const tasks = useSubjectTasks(subject);
  const notes = useSubjectNotes(subject);
  return (
    <TitledCard title="Notes &amp; tasks" contentClassName="grid gap-6">
      <section aria-label="Tasks" className="grid gap-3">
        <h3 className="text-sm font-semibold">Tasks</h3>
        <Listed query={tasks} what="tasks" className="divide-y" item={(t) => <TaskItem key={t.id} task={t} />} />
        <TaskForm subject={subject} />
      </section>
      <section aria-label="Notes" className="grid gap-3">
        <h3 className="text-sm font-semibold">Notes</h3>
        <NoteForm subject={subject} />
        <Listed query={notes} what="notes" className="grid gap-3" item={(n) => <NoteItem key={n.id} note={n} />} />
      </section>
    </TitledCard>
  );
}
