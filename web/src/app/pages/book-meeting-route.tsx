import { useSearchParams } from 'react-router';
import { BookMeetingPage } from '@web/features/meetings/components/book-meeting-page';
import { RelayBookHeader, RelayBookPage } from '@web/features/relay/components/relay-book-page';
import { SegmentedControl } from '@web/components/ui/segmented-control';
import { useSession } from '@web/lib/session';

/**
 * /book/meetings/new: the relay handoff (bookers land here first) or booking with a meeting type.
 * The two features stay apart; this route page only chooses between them (?mode=relay|direct).
 */
export function BookMeetingRoute() {
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const mode = params.get('mode') ?? (session.data?.user.isBooker ? 'relay' : 'direct');
  const switcher = (
    <SegmentedControl
      name="book-mode"
      legend="How to book"
      hideLegend
      className="mb-4"
      options={[
        { value: 'relay', label: 'Through a relay' },
        { value: 'direct', label: 'With a meeting type' },
      ]}
      value={mode === 'relay' ? 'relay' : 'direct'}
      onChange={(m) => setParams({ mode: m }, { replace: true })}
    />
  );
  if (mode !== 'relay')
    return (
      <>
        {switcher}
        <BookMeetingPage />
      </>
    );
  return (
    <>
      <RelayBookHeader />
      {switcher}
      <RelayBookPage onDirect={() => setParams({ mode: 'direct' }, { replace: true })} />
    </>
  );
}
