import { NotesTasksSection } from '@web/components/tasks/notes-tasks-section';
import type { CrmRecordDto } from '@contracts/crm';
import { ActivityStream } from './activity-stream';
import { UsageScore } from './usage-score';

/** What a contact's sheet shows under its form: the usage score, notes and tasks, and the activity stream. */
export function ContactSections({ record }: { record: CrmRecordDto }) {
  const id = record.id;
  return (
    <div className="grid gap-4">
      <p className="flex items-center gap-2 text-sm">
        <span className="font-medium">Usage score</span> <UsageScore score={record.usageScore} level={record.usageLevel} />
      </p>
      <NotesTasksSection subject={{ subjectType: 'contact', subjectId: id }} />
      <ActivityStream type="contact" id={id} />
    </div>
  );
}
