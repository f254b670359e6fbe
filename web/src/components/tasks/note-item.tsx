import * as React from 'react';
import toast from 'react-hot-toast';
import { Pencil } from 'lucide-react';
import type { NoteDto } from '@contracts/tasks';
import { Button } from '@web/components/ui/button';
import { instantIn, useViewerZone } from '@web/lib/viewer-time';
import { Textarea } from '@web/components/ui/input';
import { useDeleteNote, useUpdateNote } from './api';
import { DeleteButton, useMayChange } from './delete-button';

/** One note; its author, or an Admin or Manager, edits it in place or deletes it (a follow-up task it made stays). */
export function NoteItem({ note }: { note: NoteDto }) {
  const mayChange = useMayChange(note.authorUserId);
  const update = useUpdateNote();
  const remove = useDeleteNote();
  const [draft, setDraft] = React.useState<string | null>(null);
  // The member's own zone, as the record's Activity stream beside it reads, not the browser's.
  const zone = useViewerZone();
  const when = (iso: string) => instantIn(iso, zone);
  const save = (e: React.FormEvent) => {
    e.preventDefault();
    update.mutate(
      { id: note.id, description: draft ?? '' },
      { onSuccess: () => (setDraft(null), void toast.success('Note saved')), onError: (err) => toast.error(err.message) },
    );
  };
  const edited = note.updatedAt !== note.createdAt;
  return (
    <li className="flex items-start gap-2 rounded-md border p-3">
      {draft === null ? (
        <div className="min-w-0 flex-1">
          <p className="whitespace-pre-wrap break-words text-sm">{note.description}</p>
          <p className="mt-1 text-xs text-muted-foreground">
            {note.authorName ?? 'Former member'} · {when(note.createdAt)}
            {edited && ` · edited ${when(note.updatedAt)}`}
            {note.followUpTask && ` · Follow-up: ${note.followUpTask.title}`}
          </p>
        </div>
      ) : (
        <form onSubmit={save} aria-label="Edit the note" className="grid min-w-0 flex-1 gap-2">
          <label htmlFor={`note-${note.id}`} className="sr-only">
            Note text
          </label>
          <Textarea id={`note-${note.id}`} rows={3} maxLength={10_000} value={draft} onChange={(e) => setDraft(e.target.value)} autoFocus />
          <div className="flex gap-2">
            <Button type="submit" size="sm" loading={update.isPending} disabled={!draft.trim()}>
              Save
            </Button>
            <Button type="button" size="sm" variant="outline" onClick={() => setDraft(null)}>
              Cancel
            </Button>
          </div>
        </form>
      )}
      {mayChange && draft === null && (
        <div className="flex shrink-0">
          <Button type="button" variant="ghost" size="icon" aria-label="Edit the note" onClick={() => setDraft(note.description)}>
            <Pencil className="h-4 w-4" aria-hidden />
          </Button>
          <DeleteButton
            label="Delete the note"
            title="Delete this note?"
            description={note.followUpTask ? 'Its follow-up task stays on the record.' : 'It is removed for everyone who sees it.'}
            doneText="Note deleted"
            pending={remove.isPending}
            onDelete={() => remove.mutateAsync(note.id)}
          />
        </div>
      )}
    </li>
  );
}
