import { CheckCircle2, HelpCircle, UserX } from 'lucide-react';
import type { MeetingDto } from '@contracts/meetings';
import { UNSURE_REASON_LABELS, noShowUnsureTitle } from '@contracts/no-show';
import { Button } from '@web/components/ui/button';
import { useNoShowCheck } from '../api/get-no-show-check';
import { useMarkMeeting } from '../hooks/use-mark-meeting';

/**
 * No-show detection could not tell from Zoom's participants whether the prospect joined (someone came
 * without signing in, with another e-mail or by phone): the host decides here. Shown only while the
 * meeting is still scheduled, so it goes away once anyone marks it.
 */
export function NoShowBanner({ meeting }: { meeting: MeetingDto }) {
  const scheduled = meeting.status === 'scheduled';
  const check = useNoShowCheck(meeting.id, scheduled && meeting.conference?.provider === 'zoom');
  const { status, mark } = useMarkMeeting(meeting.id);
  if (!scheduled || check.data?.outcome !== 'unsure') return null;
  return (
    <section
      aria-labelledby="no-show-unsure"
      className="mb-6 flex flex-col gap-3 rounded-md border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950 sm:flex-row sm:items-start sm:justify-between"
    >
      <div className="flex gap-3">
        <HelpCircle className="mt-0.5 h-5 w-5 shrink-0 text-amber-700" aria-hidden />
        <div>
          <h2 id="no-show-unsure" className="font-medium">
            {noShowUnsureTitle(meeting.prospectName)}
          </h2>
          <ul className="mt-1 list-disc pl-5 text-amber-900">
            {check.data.reasons.map((r) => (
              <li key={r}>{UNSURE_REASON_LABELS[r]}</li>
            ))}
          </ul>
        </div>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        <Button
          variant="outline"
          className="bg-background"
          onClick={() => mark('no_show')}
          loading={status.isPending && status.variables === 'no_show'}
          disabled={status.isPending}
        >
          <UserX /> Mark no show
        </Button>
        <Button
          variant="outline"
          className="bg-background"
          onClick={() => mark('completed')}
          loading={status.isPending && status.variables === 'completed'}
          disabled={status.isPending}
        >
          <CheckCircle2 /> Mark completed
        </Button>
      </div>
    </section>
  );
}
