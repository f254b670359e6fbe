import { NotesTasksSection } from '@web/components/tasks/notes-tasks-section';
import { ActivityStream } from './activity-stream';

/** What a contact's sheet shows under its form: notes and tasks, and the activity stream. */
export function ContactSections({ id }: { id: string }) {
  return (
    <div className="grid gap-4">
      <NotesTasksSection subject={{ subjectType: 'contact', subjectId: id }} />
      <ActivityStream type="contact" id={id} />
    </div>
  );
}
