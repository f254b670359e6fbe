import * as React from 'react';
import toast from 'react-hot-toast';
import type { MeetingDto } from '@contracts/meetings';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader } from '@web/components/ui/card';
import { Textarea } from '@web/components/ui/input';
import { useUpdateMeetingNotes } from '../api/update-meeting-notes';

const MAX = 10_000;

/** Free-text notes on the meeting, saved on demand. */
export function MeetingNotesCard({ meeting }: { meeting: MeetingDto }) {
  const [notes, setNotes] = React.useState(meeting.notes);
  const save = useUpdateMeetingNotes(meeting.id);
  React.useEffect(() => setNotes(meeting.notes), [meeting.notes]);
  const dirty = notes !== meeting.notes;
  const tooLong = notes.length > MAX;
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!dirty || tooLong) return;
    save.mutate(notes, { onSuccess: () => toast.success('Notes saved'), onError: (err) => toast.error(err.message) });
  };
  return (
    <Card>
      <CardHeader className="pb-3">
        <h2 className="font-semibold leading-none tracking-tight text-base">
          <label htmlFor="meeting-notes">Notes</label>
        </h2>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} className="grid gap-2">
          <Textarea
            id="meeting-notes"
            value={notes}
            onChange={(e) => setNotes(e.target.value)}
            rows={5}
            placeholder="Context for the meeting, next steps, anything the team should know…"
            aria-invalid={tooLong || undefined}
            aria-describedby="meeting-notes-count"
          />
          <div className="flex items-center justify-between gap-2">
            <span id="meeting-notes-count" className={tooLong ? 'text-xs font-medium text-destructive' : 'text-xs text-muted-foreground'}>
              {tooLong ? 'Notes can be at most 10,000 characters' : `${notes.length.toLocaleString()} / 10,000`}
            </span>
            <div className="flex gap-2">
              {dirty && (
                <Button type="button" variant="ghost" size="sm" onClick={() => setNotes(meeting.notes)}>
                  Discard
                </Button>
              )}
              <Button type="submit" size="sm" disabled={!dirty || tooLong} loading={save.isPending}>
                Save notes
              </Button>
            </div>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
