import * as React from 'react';
import type { SubjectRef } from '@contracts/tasks';
import { Button } from '@web/components/ui/button';
import { Textarea } from '@web/components/ui/input';
import { toastOutcome } from '@web/lib/toast-outcome';
import { useCreateNote } from './api';
import { TaskFields, deadlineIso, emptyTask } from './task-fields';

/** Writes a note, with a follow-up task (its deadline required) when asked: both are saved together. */
export function NoteForm({ subject }: { subject: SubjectRef }) {
  const [description, setDescription] = React.useState('');
  const [withFollowUp, setWithFollowUp] = React.useState(false);
  const [followUp, setFollowUp] = React.useState(emptyTask);
  const create = useCreateNote(subject);
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const deadline = deadlineIso(followUp.deadline);
    create.mutate(
      { description, followUp: withFollowUp && deadline ? { type: followUp.type, title: followUp.title, deadline } : undefined },
      toastOutcome(withFollowUp ? 'Note and follow-up task added' : 'Note added', {
        done: () => {
          setDescription('');
          setWithFollowUp(false);
          setFollowUp(emptyTask);
        },
      }),
    );
  };
  return (
    <form onSubmit={submit} aria-label="Add a note" className="grid gap-3">
      <label htmlFor="new-note" className="sr-only">
        Note
      </label>
      <Textarea
        id="new-note"
        rows={3}
        value={description}
        maxLength={10_000}
        placeholder="What happened, what was agreed…"
        onChange={(e) => setDescription(e.target.value)}
      />
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" checked={withFollowUp} onChange={(e) => setWithFollowUp(e.target.checked)} />
        Add a follow-up task
      </label>
      {withFollowUp && <TaskFields idPrefix="follow-up" value={followUp} onChange={setFollowUp} deadlineRequired />}
      <div>
        <Button type="submit" size="sm" disabled={create.isPending || !description.trim() || (withFollowUp && !followUp.title.trim())}>
          Add note
        </Button>
      </div>
    </form>
  );
}
